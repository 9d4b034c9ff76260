// The ant brain language: flow checks on the syntax tree, before any state is made.
//
// A statement "completes" when control can leave it at its end (Java's "completes normally"):
// goto, break, continue and return never complete; `loop` completes only through a break;
// a call completes when the procedure returns (reaches its end or a return). A statement after
// one that does not complete is unreachable unless it is labelled (or is the call of a procedure
// with out parameters: the labels it defines lead into it).
//
// A procedure "never returns" when its body neither completes, nor reaches a return, nor jumps
// out of the procedure (a goto or an else to a label it does not define, or a call of a
// procedure that jumps out): the ant is then trapped in it for ever, which is a warning. A
// procedure that always leaves by a goto (a tail jump, as in `wander(search)`) is fine.

#include "ants/antl/ast.h"

#include <QCoreApplication>

#include <algorithm>
#include <map>
#include <set>

namespace pb::ants::antl {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(AntLanguage)
};

class Checker {
public:
    Checker(const Program& program, const QString& file, Diagnostics& out)
        : m_program(program), m_file(file), m_out(out)
    {
        for (const ProcDecl& p : program.procs)
            m_procs.emplace(p.name, &p);
    }

    void run()
    {
        std::map<std::string, Pos> names;
        for (const ConstDecl& c : m_program.consts) {
            if (const auto it = names.find(c.name); it != names.end())
                error(c.pos, Text::tr("'%1' is already declared at line %2").arg(qs(c.name)).arg(it->second.line));
            else
                names.emplace(c.name, c.pos);
        }
        for (const ProcDecl& p : m_program.procs) {
            if (const auto it = names.find(p.name); it != names.end())
                error(p.pos, Text::tr("'%1' is already declared at line %2").arg(qs(p.name)).arg(it->second.line));
            else
                names.emplace(p.name, p.pos);
            std::set<std::string> params;
            for (size_t i = 0; i < p.params.size(); ++i)
                if (!params.insert(p.params[i]).second)
                    error(p.paramPos[i], Text::tr("the parameter '%1' is given twice").arg(qs(p.params[i])));
        }

        Flow top;
        sequence(m_program.main, top);
        for (const ProcDecl& p : m_program.procs) {
            if (!returns(p) && !m_leaves[p.name])
                warning(p.pos, Text::tr("procedure '%1' never returns: it neither reaches its end nor has a "
                                        "return, so the statements after its calls are unreachable")
                                   .arg(qs(p.name)));
        }
        for (const ProcDecl& p : m_program.procs)
            if (!m_called.contains(p.name))
                warning(p.pos, Text::tr("procedure '%1' is never called").arg(qs(p.name)));
    }

private:
    struct Flow {
        bool returned = false;          // a reachable return was seen
        bool leaves = false;            // a jump out of the procedure was seen
        const std::set<std::string>* labels = nullptr;  // the procedure's own labels
        std::vector<bool*> loopBreaks;  // innermost last: set when a break leaves that loop
    };

    static QString qs(const std::string& s) { return QString::fromStdString(s); }

    void error(Pos p, const QString& m) { m_out.push_back({Diagnostic::Severity::Error, m_file, p.line, p.column, m}); }
    void warning(Pos p, const QString& m) { m_out.push_back({Diagnostic::Severity::Warning, m_file, p.line, p.column, m}); }

    // Whether the procedure can return to its caller; computed once, recursion assumed to return.
    bool returns(const ProcDecl& p)
    {
        if (const auto it = m_returns.find(p.name); it != m_returns.end())
            return it->second;
        if (m_depth > 200)
            return true;  // calls nested that deep are an error for the generator
        ++m_depth;
        m_returns[p.name] = true;  // in progress (recursion is reported by the generator)
        std::set<std::string> labels;
        collectLabels(*p.body, labels);
        Flow flow;
        flow.labels = &labels;
        const bool completes = statement(*p.body, flow);
        m_leaves[p.name] = flow.leaves;
        --m_depth;
        return m_returns[p.name] = completes || flow.returned;
    }

    // A body's labels: its own, and those its calls' out arguments name.
    void collectLabels(const Stmt& s, std::set<std::string>& out) const
    {
        if (s.kind == StmtKind::Label)
            out.insert(s.name);
        if (const auto it = m_procs.find(s.name); s.kind == StmtKind::Call && it != m_procs.end())
            for (const Expr* name : it->second->outArguments(s))
                out.insert(name->name);
        for (const StmtPtr& b : s.body)
            collectLabels(*b, out);
    }

    bool definesLabels(const Stmt& s) const
    {
        if (s.kind != StmtKind::Call)
            return false;
        const auto it = m_procs.find(s.name);
        return it != m_procs.end() && it->second->hasOutParams();
    }

    void jump(const std::string& label, Flow& flow)
    {
        if (flow.labels && !flow.labels->contains(label))
            flow.leaves = true;
    }

    bool sequence(const std::vector<StmtPtr>& list, Flow& flow)
    {
        bool live = true;
        bool warned = false;
        for (const StmtPtr& s : list) {
            // A label, or a call that defines labels (out parameters), can be jumped to.
            const bool entered = s->kind == StmtKind::Label || definesLabels(*s);
            if (!live && !entered && !warned) {
                warning(s->pos, Text::tr("unreachable code: the statement before never goes on to it"));
                warned = true;
            }
            const bool completes = statement(*s, flow);
            live = entered ? completes : (live || warned) && completes;
            if (entered)
                warned = false;
        }
        return live;
    }

    bool statement(const Stmt& s, Flow& flow)
    {
        switch (s.kind) {
        case StmtKind::Block:
            return sequence(s.body, flow);
        case StmtKind::Label:
            return s.body.empty() || statement(*s.body[0], flow);
        case StmtKind::Goto:
            jump(s.name, flow);
            return false;
        case StmtKind::Continue:
            return false;
        case StmtKind::Break:
            if (!flow.loopBreaks.empty())
                *flow.loopBreaks.back() = true;
            return false;
        case StmtKind::Return:
            flow.returned = true;
            return false;
        case StmtKind::Move:
        case StmtKind::PickUp:
            if (!s.name.empty())
                jump(s.name, flow);
            return true;
        case StmtKind::Turn:
        case StmtKind::Mark:
        case StmtKind::Unmark:
        case StmtKind::Drop:
            return true;
        case StmtKind::If: {
            const bool a = statement(*s.body[0], flow);
            const bool b = s.body.size() < 2 || statement(*s.body[1], flow);
            return a || b;
        }
        case StmtKind::While:
        case StmtKind::Loop: {
            bool broke = false;
            flow.loopBreaks.push_back(&broke);
            statement(*s.body[0], flow);
            flow.loopBreaks.pop_back();
            const bool endless = s.kind == StmtKind::Loop || s.expr->kind == ExprKind::True;
            return broke || !endless;
        }
        case StmtKind::Call: {
            m_called.insert(s.name);
            const auto it = m_procs.find(s.name);
            if (it == m_procs.end())
                return true;
            const bool back = returns(*it->second);
            flow.leaves = flow.leaves || m_leaves[s.name];
            return back;
        }
        }
        return true;
    }

    const Program& m_program;
    const QString& m_file;
    Diagnostics& m_out;
    std::map<std::string, const ProcDecl*> m_procs;
    std::map<std::string, bool> m_returns;
    std::map<std::string, bool> m_leaves;
    int m_depth = 0;
    std::set<std::string> m_called;
};

} // namespace

void check(const Program& program, const QString& file, Diagnostics& out)
{
    Checker(program, file, out).run();
}

} // namespace pb::ants::antl
