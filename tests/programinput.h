#pragma once

// What the test programs (Less players, AEI engines) share: reading the referee's next line.

#include <fstream>
#include <iostream>
#include <string>

// The next line from stdin without a trailing '\r', also written to `record` when it is open.
// False at the end of the input.
inline bool readProgramLine(std::string& line, std::ofstream& record)
{
    if (!std::getline(std::cin, line))
        return false;
    if (!line.empty() && line.back() == '\r')
        line.pop_back();
    if (record.is_open())
        record << line << '\n' << std::flush;
    return true;
}
