#pragma once

// Where Playbench's programs find the data they read from files: the contest reference data
// (the ten sample worlds of Ants, the Honeycomb problems) and the samples installed with them.
// A build run from its build folder reads the reference folder it was configured with
// (../shared/reference); an installed program (the Debian package: <prefix>/bin) reads the
// copy installed under <prefix>/share/playbench.

#include <QString>

namespace pb {

// <prefix>/share/playbench when the running program's folder is <prefix>/bin and that folder
// exists; empty otherwise (a program run from the build folder, or before its QCoreApplication).
QString installedDataDir();

// The contest reference data: $PLAYBENCH_REFERENCE when set, else the installed copy
// (installedDataDir()/reference) when the program is installed with one, else the folder the
// build was configured with (also when it is missing, so messages say where it was looked for).
QString referenceDir();

} // namespace pb
