#pragma once

#include "gui/tournament/tournamentform.h"

class QButtonGroup;
class QLabel;
class QListWidget;
class QSpinBox;

namespace pb::gui {

// The ICFP 2004 tournament's setup (core/ants/tournament.h): brain files (a brain's name is its
// file name without .ant), worlds (the contest's ten samples from the reference data, N contest
// worlds generated from a seed, or world files), the game seed and the rounds.
class AntsTournamentForm : public TournamentForm {
    Q_OBJECT
public:
    explicit AntsTournamentForm(QWidget* parent = nullptr);

    QString game() const override { return QStringLiteral("ants"); }
    QJsonObject settings(QString* error) const override;
    void saveSettings() const override;

    enum class Worlds { Samples, Generated, Files };

    QStringList brainFiles() const;
    void setBrainFiles(const QStringList& paths);
    Worlds worldsKind() const;
    void setSampleWorlds();
    void setGeneratedWorlds(int count, int firstSeed);
    void setWorldFiles(const QStringList& paths);
    void setSeed(int seed);
    void setRounds(int rounds);
    // Where the sample worlds are looked for (reference dir/ants/worlds).
    static QString sampleWorldsDir();
    // True when all ten sample worlds are there.
    static bool sampleWorldsFound();

private:
    void addBrains();
    void addWorldFiles();
    void updateState();

    QListWidget* m_brains = nullptr;
    QButtonGroup* m_worldKind = nullptr;
    QLabel* m_samplesNote = nullptr;
    QSpinBox* m_worldCount = nullptr;
    QSpinBox* m_worldSeed = nullptr;
    QListWidget* m_worldFiles = nullptr;
    QSpinBox* m_seed = nullptr;
    QSpinBox* m_rounds = nullptr;
};

} // namespace pb::gui
