// The ant brain language: the recursive-descent parser (grammar in docs/ant-language.md).

#include "ants/antl/lexer.h"

#include <QCoreApplication>

#include <array>
#include <utility>

namespace pb::ants::antl {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(AntLanguage)
};

constexpr int kMaxDepth = 200;       // nesting of blocks and expressions
constexpr int kMaxErrors = 100;      // syntax errors reported before giving up

struct SyntaxError {};  // unwinds to the statement being parsed, which then resynchronises

class Parser {
public:
    Parser(std::string_view src, const QString& file, Diagnostics& out)
        : m_lexer(src, file, out), m_file(file), m_out(out)
    {
        m_tok = m_lexer.next();
    }

    void program(Program& p)
    {
        while (m_tok.kind != Tok::End && m_errors < kMaxErrors) {
            try {
                if (isWord("const"))
                    constDecl(p);
                else if (isWord("proc"))
                    procDecl(p);
                else if (isPunct("}"))
                    fail(Text::tr("a statement or a declaration"));
                else
                    p.main.push_back(statement());
            } catch (const SyntaxError&) {
                recover(true);
            }
        }
    }

private:
    // --- tokens
    bool isWord(std::string_view w) const { return m_tok.kind == Tok::Ident && m_tok.text == w; }
    bool isPunct(std::string_view p) const { return m_tok.kind == Tok::Punct && m_tok.text == p; }
    void advance() { m_tok = m_lexer.next(); }
    bool accept(std::string_view p)
    {
        if (!isPunct(p))
            return false;
        advance();
        return true;
    }
    void expect(std::string_view p)
    {
        if (!accept(p))
            fail(Text::tr("'%1'").arg(QString::fromLatin1(p.data(), static_cast<qsizetype>(p.size()))));
    }
    bool acceptWord(std::string_view w)
    {
        if (!isWord(w))
            return false;
        advance();
        return true;
    }

    [[noreturn]] void fail(const QString& expected)
    {
        const QString found = m_tok.kind == Tok::End ? Text::tr("the end of the file") : shown(m_tok.text);
        m_out.push_back({Diagnostic::Severity::Error, m_file, m_tok.pos.line, m_tok.pos.column,
                         Text::tr("found %1, expected %2").arg(found, expected)});
        ++m_errors;
        throw SyntaxError{};
    }

    // Skips to the end of the broken statement: past a ';', or to a '}' (consumed at top level).
    void recover(bool topLevel)
    {
        while (m_tok.kind != Tok::End) {
            if (accept(";"))
                return;
            if (isPunct("}")) {
                if (topLevel)
                    advance();
                return;
            }
            if (isPunct("{") && !topLevel)
                return;
            advance();
        }
    }

    struct DepthGuard {
        Parser& p;
        explicit DepthGuard(Parser& parser) : p(parser)
        {
            if (++p.m_depth > kMaxDepth) {
                --p.m_depth;
                p.fail(Text::tr("less nesting (at most %1 levels)").arg(kMaxDepth));
            }
        }
        ~DepthGuard() { --p.m_depth; }
    };

    // Each further operand of a chain (a || b || c, a + b + c) nests the tree one level deeper.
    struct ChainGuard {
        Parser& p;
        int count = 0;
        explicit ChainGuard(Parser& parser) : p(parser) {}
        void step()
        {
            if (p.m_depth >= kMaxDepth)
                p.fail(Text::tr("less nesting (at most %1 levels)").arg(kMaxDepth));
            ++p.m_depth;
            ++count;
        }
        ~ChainGuard() { p.m_depth -= count; }
    };

    std::string identifier(const QString& what)
    {
        if (m_tok.kind != Tok::Ident || isReserved(m_tok.text))
            fail(what);
        std::string s(m_tok.text);
        advance();
        return s;
    }

    // --- declarations
    void constDecl(Program& p)
    {
        ConstDecl c;
        c.pos = m_tok.pos;
        advance();
        c.name = identifier(Text::tr("the constant's name"));
        expect("=");
        c.value = expression();
        expect(";");
        p.consts.push_back(std::move(c));
    }

    void procDecl(Program& p)
    {
        ProcDecl d;
        advance();
        d.pos = m_tok.pos;
        d.name = identifier(Text::tr("the procedure's name"));
        expect("(");
        if (!isPunct(")")) {
            do {
                // `out NAME`: a label the procedure defines for its caller. "out" is not
                // reserved: alone, it is a parameter called out.
                Pos pos = m_tok.pos;
                bool out = false;
                if (isWord("out")) {
                    advance();
                    if (m_tok.kind == Tok::Ident) {
                        out = true;
                        pos = m_tok.pos;
                    } else {
                        d.paramPos.push_back(pos);
                        d.params.emplace_back("out");
                        d.outParams.push_back(false);
                        continue;
                    }
                }
                d.paramPos.push_back(pos);
                d.params.push_back(identifier(Text::tr("a parameter name")));
                d.outParams.push_back(out);
            } while (accept(","));
        }
        expect(")");
        if (!isPunct("{"))
            fail(Text::tr("'{' (the procedure's body)"));
        d.body = block();
        p.procs.push_back(std::move(d));
    }

    // --- statements
    StmtPtr make(StmtKind kind, Pos pos)
    {
        auto s = std::make_unique<Stmt>();
        s->kind = kind;
        s->pos = pos;
        return s;
    }

    StmtPtr block()
    {
        DepthGuard guard(*this);
        auto b = make(StmtKind::Block, m_tok.pos);
        expect("{");
        while (!isPunct("}")) {
            if (m_tok.kind == Tok::End)
                fail(Text::tr("'}'"));
            if (m_errors >= kMaxErrors)
                throw SyntaxError{};
            try {
                b->body.push_back(statement());
            } catch (const SyntaxError&) {
                if (m_errors >= kMaxErrors)
                    throw;
                recover(false);
                if (isPunct("{"))
                    b->body.push_back(block());
            }
        }
        advance();
        return b;
    }

    StmtPtr body()
    {
        if (isPunct("{"))
            return block();
        return statement();
    }

    // An optional "else LABEL" after move and pickup.
    void elseLabel(Stmt& s)
    {
        if (acceptWord("else")) {
            s.namePos = m_tok.pos;
            s.name = identifier(Text::tr("a label after 'else'"));
        }
    }

    StmtPtr statement()
    {
        DepthGuard guard(*this);
        const Pos pos = m_tok.pos;
        if (isPunct("{"))
            return block();
        if (m_tok.kind != Tok::Ident)
            fail(Text::tr("a statement"));
        const std::string_view w = m_tok.text;
        if (w == "move" || w == "pickup") {
            auto s = make(w == "move" ? StmtKind::Move : StmtKind::PickUp, pos);
            advance();
            elseLabel(*s);
            expect(";");
            return s;
        }
        if (w == "turn" || w == "mark" || w == "unmark") {
            auto s = make(w == "turn" ? StmtKind::Turn : w == "mark" ? StmtKind::Mark : StmtKind::Unmark, pos);
            advance();
            s->expr = additive();
            expect(";");
            return s;
        }
        if (w == "drop" || w == "break" || w == "continue" || w == "return") {
            auto s = make(w == "drop" ? StmtKind::Drop : w == "break" ? StmtKind::Break
                              : w == "continue" ? StmtKind::Continue : StmtKind::Return, pos);
            advance();
            expect(";");
            return s;
        }
        if (w == "goto") {
            auto s = make(StmtKind::Goto, pos);
            advance();
            s->namePos = m_tok.pos;
            s->name = identifier(Text::tr("a label after 'goto'"));
            expect(";");
            return s;
        }
        if (w == "if") {
            auto s = make(StmtKind::If, pos);
            advance();
            expect("(");
            s->expr = expression();
            expect(")");
            s->body.push_back(body());
            if (acceptWord("else"))
                s->body.push_back(body());
            return s;
        }
        if (w == "while") {
            auto s = make(StmtKind::While, pos);
            advance();
            expect("(");
            s->expr = expression();
            expect(")");
            s->body.push_back(body());
            return s;
        }
        if (w == "loop") {
            auto s = make(StmtKind::Loop, pos);
            advance();
            s->body.push_back(body());
            return s;
        }
        if (isReserved(w))
            fail(Text::tr("a statement"));
        // A label or a procedure call.
        std::string name(w);
        advance();
        if (accept(":")) {
            auto s = make(StmtKind::Label, pos);
            s->name = std::move(name);
            s->namePos = pos;
            if (!isPunct("}") && m_tok.kind != Tok::End)
                s->body.push_back(statement());
            return s;
        }
        if (accept("(")) {
            auto s = make(StmtKind::Call, pos);
            s->name = std::move(name);
            s->namePos = pos;
            if (!isPunct(")")) {
                do
                    s->args.push_back(expression());
                while (accept(","));
            }
            expect(")");
            expect(";");
            return s;
        }
        fail(Text::tr("':' (a label) or '(' (a procedure call) after the name"));
    }

    // --- expressions
    ExprPtr node(ExprKind kind, Pos pos)
    {
        auto e = std::make_unique<Expr>();
        e->kind = kind;
        e->pos = pos;
        return e;
    }
    ExprPtr binary(ExprKind kind, Pos pos, ExprPtr a, ExprPtr b)
    {
        auto e = node(kind, pos);
        e->args.push_back(std::move(a));
        e->args.push_back(std::move(b));
        return e;
    }

    ExprPtr expression()
    {
        DepthGuard guard(*this);
        ExprPtr e = conjunction();
        ChainGuard chain(*this);
        while (isPunct("||")) {
            chain.step();
            const Pos pos = m_tok.pos;
            advance();
            e = binary(ExprKind::Or, pos, std::move(e), conjunction());
        }
        return e;
    }

    ExprPtr conjunction()
    {
        ExprPtr e = negation();
        ChainGuard chain(*this);
        while (isPunct("&&")) {
            chain.step();
            const Pos pos = m_tok.pos;
            advance();
            e = binary(ExprKind::And, pos, std::move(e), negation());
        }
        return e;
    }

    ExprPtr negation()
    {
        DepthGuard guard(*this);
        if (isPunct("!")) {
            auto e = node(ExprKind::Not, m_tok.pos);
            advance();
            e->args.push_back(negation());
            return e;
        }
        return additive();
    }

    ExprPtr additive()
    {
        ExprPtr e = multiplicative();
        ChainGuard chain(*this);
        while (isPunct("+") || isPunct("-")) {
            chain.step();
            const ExprKind kind = isPunct("+") ? ExprKind::Add : ExprKind::Sub;
            const Pos pos = m_tok.pos;
            advance();
            e = binary(kind, pos, std::move(e), multiplicative());
        }
        return e;
    }

    ExprPtr multiplicative()
    {
        ExprPtr e = unary();
        ChainGuard chain(*this);
        while (isPunct("*") || isPunct("/") || isPunct("%")) {
            chain.step();
            const ExprKind kind = isPunct("*") ? ExprKind::Mul : isPunct("/") ? ExprKind::Div : ExprKind::Mod;
            const Pos pos = m_tok.pos;
            advance();
            e = binary(kind, pos, std::move(e), unary());
        }
        return e;
    }

    ExprPtr unary()
    {
        DepthGuard guard(*this);
        if (isPunct("-")) {
            auto e = node(ExprKind::Neg, m_tok.pos);
            advance();
            e->args.push_back(unary());
            return e;
        }
        return primary();
    }

    ExprPtr primary()
    {
        const Pos pos = m_tok.pos;
        if (m_tok.kind == Tok::Int) {
            auto e = node(ExprKind::Int, pos);
            e->value = m_tok.value;
            advance();
            return e;
        }
        if (accept("(")) {
            ExprPtr e = expression();
            expect(")");
            return e;
        }
        if (m_tok.kind != Tok::Ident)
            fail(Text::tr("a value or a condition"));
        const std::string_view w = m_tok.text;
        Word word;
        if (isWordValue(w, word)) {
            auto e = node(ExprKind::Word, pos);
            e->word = word;
            advance();
            return e;
        }
        if (w == "true" || w == "false" || w == "move" || w == "pickup") {
            advance();
            return node(w == "true" ? ExprKind::True : w == "false" ? ExprKind::False
                        : w == "move" ? ExprKind::Move : ExprKind::PickUp, pos);
        }
        if (w == "marker" || w == "flip") {
            auto e = node(w == "marker" ? ExprKind::Marker : ExprKind::Flip, pos);
            advance();
            e->args.push_back(unary());
            return e;
        }
        if (w == "sense") {
            auto e = node(ExprKind::Sense, pos);
            advance();
            e->args.push_back(primary());  // the direction
            e->args.push_back(primary());  // the condition (marker N is a primary)
            return e;
        }
        if (isReserved(w))
            fail(Text::tr("a value or a condition"));
        auto e = node(ExprKind::Name, pos);
        e->name = std::string(w);
        advance();
        return e;
    }

    Lexer m_lexer;
    const QString& m_file;
    Diagnostics& m_out;
    Token m_tok;
    int m_depth = 0;
    int m_errors = 0;
};

} // namespace

void parse(std::string_view source, const QString& file, Program& program, Diagnostics& out)
{
    Parser parser(source, file, out);
    parser.program(program);
}

} // namespace pb::ants::antl
