#pragma once

#include <QWidget>

namespace pb::gui {

// The page shown when no game is open: the five games, each with its state.
class StartPage : public QWidget {
    Q_OBJECT
public:
    explicit StartPage(QWidget* parent = nullptr);

signals:
    void openSampleRequested(const QString& gameId);
};

} // namespace pb::gui
