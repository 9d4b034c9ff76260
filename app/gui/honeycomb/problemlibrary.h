#pragma once

#include "honeycomb/problem.h"

#include <QCoreApplication>
#include <QString>

#include <map>
#include <utility>

class QWidget;

namespace pb::gui {

// Where the Honeycomb workspace remembers folders, and how it tells the built-in sample (a
// resource path, ":/...") from files.
namespace honeycombfiles {
QString lastDir();
void rememberDir(const QString& file);
bool isBuiltIn(const QString& path);
} // namespace honeycombfiles

// The problems a Honeycomb workspace knows, by id with the path each came from. A solutions
// file names its problems by id only: one not known yet is looked for next to the file (as
// problem_N.json or problems/problem_N.json), then in the reference problems, and else the user
// is asked for it. Its strings keep the document's translation context.
class ProblemLibrary {
    Q_DECLARE_TR_FUNCTIONS(pb::gui::HoneycombDocument)
public:
    void add(const pb::honeycomb::Problem& problem, const QString& path);
    // Problem `id` (null when not found or the user gave up), with its path in `path`; dialogs
    // open over `parent`. The pointer holds until the next add.
    const pb::honeycomb::Problem* find(int id, const QString& nearPath, QWidget* parent, QString* path);

private:
    std::map<int, std::pair<pb::honeycomb::Problem, QString>> m_problems;
};

} // namespace pb::gui
