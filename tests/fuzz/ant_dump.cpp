// Ant dump traces: the file reader (header, rounds, cells) over bytes, every round indexed,
// parsed back and made into a state.
#include "fuzz.h"

#include "ants/dumpfile.h"

#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    pb::ants::DumpFile dump;
    QString error;
    if (!dump.openBytes(std::string(pb::fuzz::text(data, size)), QStringLiteral("fuzz.dump"), &error))
        return 0;
    dump.index();
    for (int i = 0; i < dump.roundCount() && i < 4; ++i) {
        pb::Diagnostics problems;
        (void)dump.cells(i, &problems);
        (void)dump.state(i);
    }
    (void)dump.problems();
    return 0;
}
