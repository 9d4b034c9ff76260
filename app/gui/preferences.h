#pragma once

#include <QDialog>

class QComboBox;

namespace pb::gui {

// File > Preferences: the program's language (the system's, English, Deutsch, Nederlands, each
// named in its own language). OK remembers the choice and applies it at once to the open windows
// (gui/language.h); it is applied again at every start.
class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    explicit PreferencesDialog(QWidget* parent = nullptr);
    // The dialog of `parent`, window-modal: the one open already (raised), or a new one.
    static PreferencesDialog* showFor(QWidget* parent);

    QComboBox* languageBox() const { return m_language; }
    // The languages offered: code ("" for the system's) and name.
    static QList<QPair<QString, QString>> languages();

    void accept() override;

private:
    QComboBox* m_language = nullptr;
};

} // namespace pb::gui
