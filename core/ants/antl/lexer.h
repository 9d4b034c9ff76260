#pragma once

// The ant brain language's tokens (internal to the compiler): names, numbers, punctuation,
// with their line and column; comments and blanks skipped.

#include "ants/antl/ast.h"

#include <string_view>

namespace pb::ants::antl {

enum class Tok : std::uint8_t { End, Ident, Int, Punct, Bad };

struct Token {
    Tok kind = Tok::End;
    std::string_view text;
    std::int64_t value = 0;
    Pos pos;
};

// Whether the name is a value word (left, ahead, food, ...), and which.
bool isWordValue(std::string_view s, Word& w);
// Whether the name is reserved (a keyword or a value word).
bool isReserved(std::string_view s);
// A token for a message, quoted and shortened.
QString shown(std::string_view text);

class Lexer {
public:
    Lexer(std::string_view src, const QString& file, Diagnostics& out) : m_src(src), m_file(file), m_out(out) {}
    Token next();

private:
    void advance();
    void skipSpace();
    void error(Pos p, const QString& message);

    std::string_view m_src;
    const QString& m_file;
    Diagnostics& m_out;
    size_t m_i = 0;
    int m_line = 1;
    int m_column = 1;
};

} // namespace pb::ants::antl
