#pragma once

#include "gui/ants/antscontroller.h"
#include "gui/document.h"

#include "ants/geometry.h"

#include <QTimer>

#include <optional>

class QLabel;
class QSpinBox;
class QSplitter;
class QTabWidget;
class QToolButton;

namespace pb::views {
class BrainEditor;
class CellInspector;
class StatsPlot;
class StepControls;
class WorldView;
} // namespace pb::views

namespace pb::gui {

class DumpCompareDocument;

// The Ants workspace: a world and two brains, the game between them on a worker thread, and
// everything to watch it: the board, step controls, graphs, an inspector and both brains in
// editors.
//
// The document is the game (here): its world, brains and the controller that computes it. Its
// widgets, menu and view settings are built in antsui.cpp, its world and brain files handled in
// antsfiles.cpp, dumps written and compared in antsdump.cpp, brains in the brain language
// (.antl, docs/ant-language.md: compiled, exported as .ant) in antslanguage.cpp.
class AntsDocument : public Document {
    Q_OBJECT
public:
    explicit AntsDocument(QWidget* parent = nullptr);
    ~AntsDocument() override;

    // The built-in game: sample0.world, dunkosmiloolump-1 (red) against frictionless_bananas-1.
    static AntsDocument* createSample(QWidget* parent = nullptr);

    // Loads a game. A brain whose path ends in .antl is brain-language source, compiled. Brain
    // texts may have errors: they show in the editors, and the game waits.
    // `rounds`: the game's length (a tournament's may be shorter than the contest's 100,000);
    // later games of this workspace keep it.
    void setGame(const pb::ants::World& world, const QString& worldPath, const QString& redText,
                 const QString& redPath, const QString& blackText, const QString& blackPath,
                 std::uint32_t seed = 12345, int rounds = pb::ants::kDefaultRounds);

    // Document
    QString gameId() const override { return QStringLiteral("ants"); }
    QString title() const override;
    bool isModified() const override;
    bool save() override;
    bool saveAs() override;
    QWidget* imageSource() const override;
    bool openFile(const QString& path, QString* error) override;
    void fillMenu(QMenu* menu) override;
    void saveViewSettings() const override;
    // antsautosave.cpp: both brains (text, file, whether edited), the world's file or seed.
    QJsonObject autosaveState() const override;
    bool restoreAutosave(const QJsonObject& state, QString* error) override;

    // Restarts the game with the brains as they are in the editors. False (and a message) if
    // one has errors.
    bool restart();
    bool saveBrainAs(pb::ants::Color color);
    // antslanguage.cpp. Writes the compiled .ant of a brain-language brain (as `playbench-cli
    // ants compile`); false and a reason when it is not source or does not compile.
    bool exportCompiledBrain(pb::ants::Color color, const QString& path, QString* error);
    // Asks where, for the brain tab in front (or the first brain in the language).
    bool saveCompiledBrainAs();
    // Replaces a brain with a new, untitled one in the brain language: the sample forager
    // (resources/ants/sample.antl) as a template; the game restarts with it.
    void newSourceBrain(pb::ants::Color color);
    // Asks for the colour (and before replacing an edited brain), then newSourceBrain.
    bool askNewSourceBrain();
    // Whether a brain file is in the brain language (by its .antl suffix).
    static bool isSourcePath(const QString& path);
    bool saveWorldAs();
    void saveDump();
    // Asks for a seed and replaces the world with a random contest world (task section 3.1).
    bool newRandomWorld();
    // Opens a comparison of a dump file with this workspace's game (world, brains, seed).
    DumpCompareDocument* compareWithDump(const QString& path);
    void generateWorld(std::uint32_t seed);

    AntsController* controller() { return &m_controller; }
    views::WorldView* worldView() const { return m_view; }
    views::CellInspector* inspector() const { return m_inspector; }
    views::StatsPlot* statsPlot() const { return m_plot; }
    views::StepControls* stepControls() const { return m_controls; }
    views::BrainEditor* brainEditor(pb::ants::Color c) const { return m_editors[pb::ants::index(c)]; }
    QString worldPath() const { return m_worldPath; }
    QString brainPath(pb::ants::Color c) const { return m_brainPaths[pb::ants::index(c)]; }
    QString stoppedMessage() const;

private:
    void buildUi();
    void restoreViewSettings();
    void showFrame();
    void updateHeat();
    void inspect(std::optional<pb::ants::Pos> cell);
    bool openWorldFile(const QString& path, QString* error);
    bool openBrainFile(const QString& path, QString* error);
    bool saveBrainTo(pb::ants::Color color, const QString& path);
    void askCompareWithDump();
    QString brainLabel(pb::ants::Color c) const;
    static QString colorName(pb::ants::Color c);  // "Red" or "Black", translated
    void setWorld(const pb::ants::World& world, const QString& path, bool modified);
    // Puts a brain's text in its editor, unmodified; `c` is the colour's index; `source`: the
    // text is in the brain language.
    void loadBrain(int c, const QString& text, const QString& path, bool source);
    // The brain in an editor as it is: parsed (.ant) or compiled (brain language).
    pb::ants::BrainParse editorBrain(int c) const;
    std::optional<pb::ants::Color> askBrainColor(const QString& title, const QString& question);

    AntsController m_controller;
    pb::ants::World m_world;
    QString m_worldPath;        // empty for a generated world not saved yet
    bool m_worldModified = false;
    std::uint32_t m_generatedSeed = 0;
    int m_rounds = pb::ants::kDefaultRounds;
    QString m_brainPaths[2];    // ":/..." for built-in brains, which save as new files

    views::WorldView* m_view = nullptr;
    views::CellInspector* m_inspector = nullptr;
    views::StatsPlot* m_plot = nullptr;
    views::StepControls* m_controls = nullptr;
    views::BrainEditor* m_editors[2] = {nullptr, nullptr};
    QTabWidget* m_side = nullptr;
    QSplitter* m_mainSplitter = nullptr;
    QSplitter* m_leftSplitter = nullptr;
    QSpinBox* m_seed = nullptr;
    QLabel* m_banner = nullptr;
    QLabel* m_roundLabel = nullptr;
    QToolButton* m_markerButtons[2][7] = {};  // [colour][0: all, 1..6: bit 0..5]
    std::optional<pb::ants::Pos> m_hovered;
    std::optional<pb::ants::Pos> m_selected;
    QTimer m_heatTimer;
};

} // namespace pb::gui
