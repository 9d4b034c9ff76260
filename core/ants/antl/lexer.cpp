// The ant brain language: the lexer.

#include "ants/antl/lexer.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <utility>

namespace pb::ants::antl {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(AntLanguage)
};

constexpr std::int64_t kMaxInt = 1'000'000'000;

constexpr std::array<std::pair<std::string_view, Word>, 15> kWords = {{
    {"left", Word::Left}, {"right", Word::Right},
    {"here", Word::Here}, {"ahead", Word::Ahead}, {"leftahead", Word::LeftAhead},
    {"rightahead", Word::RightAhead},
    {"friend", Word::Friend}, {"foe", Word::Foe}, {"friendwithfood", Word::FriendWithFood},
    {"foewithfood", Word::FoeWithFood}, {"food", Word::Food}, {"rock", Word::Rock},
    {"foemarker", Word::FoeMarker}, {"home", Word::Home}, {"foehome", Word::FoeHome}}};

constexpr std::array<std::string_view, 21> kKeywords = {
    "const", "proc", "if", "else", "while", "loop", "break", "continue", "return", "goto",
    "move", "turn", "mark", "unmark", "pickup", "drop", "sense", "flip", "marker", "true",
    "false"};

bool identStart(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool identChar(char c) { return identStart(c) || (c >= '0' && c <= '9'); }

} // namespace

bool isWordValue(std::string_view s, Word& w)
{
    for (const auto& [name, word] : kWords)
        if (name == s) {
            w = word;
            return true;
        }
    return false;
}

bool isReserved(std::string_view s)
{
    Word w;
    if (isWordValue(s, w))
        return true;
    for (std::string_view k : kKeywords)
        if (k == s)
            return true;
    return false;
}

QString shown(std::string_view text)
{
    constexpr size_t kMax = 40;
    QString s = QString::fromUtf8(text.data(), static_cast<qsizetype>(std::min(text.size(), kMax)));
    if (text.size() > kMax)
        s += QStringLiteral("...");
    return QLatin1Char('\'') + s + QLatin1Char('\'');
}

Token Lexer::next()
{
    skipSpace();
    Token t;
    t.pos = {m_line, m_column};
    if (m_i >= m_src.size())
        return t;
    const size_t start = m_i;
    const char c = m_src[m_i];
    if (identStart(c)) {
        while (m_i < m_src.size() && identChar(m_src[m_i]))
            advance();
        t.kind = Tok::Ident;
    } else if (c >= '0' && c <= '9') {
        std::int64_t v = 0;
        bool big = false;
        while (m_i < m_src.size() && m_src[m_i] >= '0' && m_src[m_i] <= '9') {
            if (v <= kMaxInt)
                v = v * 10 + (m_src[m_i] - '0');
            big = big || v > kMaxInt;
            advance();
        }
        t.kind = Tok::Int;
        t.value = v;
        if (big)
            error(t.pos, Text::tr("the number is too large (at most %1)").arg(kMaxInt));
    } else if ((c == '&' || c == '|') && m_i + 1 < m_src.size() && m_src[m_i + 1] == c) {
        advance();
        advance();
        t.kind = Tok::Punct;
    } else if (std::string_view("{}();:,=+-*/%!").find(c) != std::string_view::npos) {
        advance();
        t.kind = Tok::Punct;
    } else {
        advance();
        while (m_i < m_src.size() && (static_cast<unsigned char>(m_src[m_i]) & 0xC0) == 0x80)
            advance();
        t.kind = Tok::Bad;
    }
    t.text = m_src.substr(start, m_i - start);
    return t;
}

void Lexer::advance()
{
    const char c = m_src[m_i++];
    if (c == '\n') {
        ++m_line;
        m_column = 1;
    } else if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) {
        ++m_column;  // a UTF-8 continuation byte is part of the previous character
    }
}

void Lexer::skipSpace()
{
    while (m_i < m_src.size()) {
        const char c = m_src[m_i];
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v') {
            advance();
        } else if (c == '/' && m_i + 1 < m_src.size() && m_src[m_i + 1] == '/') {
            while (m_i < m_src.size() && m_src[m_i] != '\n')
                advance();
        } else if (c == '/' && m_i + 1 < m_src.size() && m_src[m_i + 1] == '*') {
            const Pos start{m_line, m_column};
            advance();
            advance();
            while (m_i < m_src.size() && !(m_src[m_i] == '*' && m_i + 1 < m_src.size() && m_src[m_i + 1] == '/'))
                advance();
            if (m_i >= m_src.size()) {
                error(start, Text::tr("the comment is not closed ('*/' missing)"));
                return;
            }
            advance();
            advance();
        } else {
            return;
        }
    }
}

void Lexer::error(Pos p, const QString& message)
{
    m_out.push_back({Diagnostic::Severity::Error, m_file, p.line, p.column, message});
}

} // namespace pb::ants::antl
