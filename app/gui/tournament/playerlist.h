#pragma once

// The players of a tournament whose players are bots and programs (Less, Arimaa): a table of
// names and specs ("bot:search", or a program's command line as `playbench-cli ... --player`
// takes it), with buttons to add a built-in bot or a program, to remove players and to change
// their order (the entry order: the championship finals' seeds). Names are
// editable; a name given twice gets " (2)", " (3)" in the settings.

#include <QJsonArray>
#include <QWidget>

class QTableWidget;
class QToolButton;

namespace pb::gui {

class PlayerList : public QWidget {
    Q_OBJECT
public:
    // `bots`: the built-in bots' specs offered ("bot:random", ...); `settingsKey` remembers the list.
    PlayerList(const QStringList& bots, const QString& settingsKey, QWidget* parent = nullptr);

    // The "Add Bot" button's and the spec column's words, for players that are not bots.
    void setLabels(const QString& addBuiltIn, const QString& specHeader);
    void addPlayer(const QString& spec, const QString& name = {});
    void clear();
    int count() const;
    // {"name", "spec"} objects as the formats' settings take them (empty names filled, repeats numbered).
    QJsonArray playersJson() const;
    void saveSettings() const;
    // Moves the current player up (-1) or down (1) the list.
    void moveSelected(int by);

private:
    void addProgram();

    QTableWidget* m_table = nullptr;
    QToolButton* m_addBuiltIn = nullptr;
    QString m_settingsKey;
};

} // namespace pb::gui
