#pragma once

#include <QCoreApplication>
#include <QStringList>

#include <cstdint>
#include <optional>

class QWidget;

namespace pb::gui {

// The Honeycomb workspace's dialogs. Their strings keep the document's translation context.
struct HoneycombDialogs {
    Q_DECLARE_TR_FUNCTIONS(pb::gui::HoneycombDocument)
public:
    // Asks for the phrases of power, one per line (empty lines dropped); none when cancelled.
    static std::optional<QStringList> askPhrases(QWidget* parent, const QStringList& phrases);
    // Asks for the solver's time budget in seconds (remembered); none when cancelled.
    static std::optional<int> askSolveSeconds(QWidget* parent, int problemId, std::uint32_t seed, qsizetype phrases);
};

} // namespace pb::gui
