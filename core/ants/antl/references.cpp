#include "ants/antl/references.h"

#include "ants/antl/ast.h"

#include <algorithm>
#include <initializer_list>
#include <map>
#include <string>

namespace pb::ants {

namespace {

using namespace antl;

using Names = std::map<std::string, SourcePosition, std::less<>>;
using Procs = std::map<std::string, const ProcDecl*, std::less<>>;

// The labels of a body: its own, and the names its calls give out parameters (the label is
// defined there, at the argument).
void collectLabels(const Stmt& s, const Procs& procs, Names& labels)
{
    if (s.kind == StmtKind::Label)
        labels.emplace(s.name, s.namePos);
    if (s.kind == StmtKind::Call)
        if (const auto it = procs.find(s.name); it != procs.end())
            for (const Expr* name : it->second->outArguments(s))
                labels.emplace(name->name, name->pos);
    for (const StmtPtr& b : s.body)
        if (b)
            collectLabels(*b, procs, labels);
}

class Resolver {
public:
    explicit Resolver(const Program& program)
    {
        for (const ConstDecl& c : program.consts)
            m_consts.emplace(c.name, c.pos);
        for (const ProcDecl& p : program.procs) {
            m_procs.emplace(p.name, p.pos);
            m_decls.emplace(p.name, &p);
        }
        for (const StmtPtr& s : program.main)
            if (s)
                collectLabels(*s, m_decls, m_top);
    }

    const Procs& procs() const { return m_decls; }

    void body(const std::vector<StmtPtr>& statements, const Names* params, const Names* labels)
    {
        for (const StmtPtr& s : statements)
            if (s)
                statement(*s, params, labels);
    }

    std::vector<SourceReference> take() { return std::move(m_out); }

    void expression(const Expr& e, const Names* params, const Names* labels)
    {
        if (e.kind == ExprKind::Name)
            name(e.name, e.pos, params, labels);
        for (const ExprPtr& a : e.args)
            if (a)
                expression(*a, params, labels);
    }

private:
    void statement(const Stmt& s, const Names* params, const Names* labels)
    {
        switch (s.kind) {
        case StmtKind::Goto:
        case StmtKind::Move:
        case StmtKind::PickUp:
            if (!s.name.empty())
                name(s.name, s.namePos, params, labels);
            break;
        case StmtKind::Call:
            if (const auto it = m_procs.find(s.name); it != m_procs.end())
                add(s.namePos, s.name, it->second);
            break;
        default:
            break;
        }
        if (s.expr)
            expression(*s.expr, params, labels);
        for (const ExprPtr& a : s.args)
            if (a)
                expression(*a, params, labels);
        body(s.body, params, labels);
    }

    void name(const std::string& n, SourcePosition at, const Names* params, const Names* labels)
    {
        for (const Names* names : std::initializer_list<const Names*>{params, &m_consts, labels, &m_top}) {
            if (!names)
                continue;
            if (const auto it = names->find(n); it != names->end()) {
                add(at, n, it->second);
                return;
            }
        }
    }

    void add(SourcePosition at, const std::string& n, SourcePosition definition)
    {
        if (at.line > 0)
            m_out.push_back({at, static_cast<int>(n.size()), definition});  // names are ASCII
    }

    Names m_consts, m_procs, m_top;
    Procs m_decls;
    std::vector<SourceReference> m_out;
};

} // namespace

std::vector<SourceReference> sourceReferences(std::string_view source)
{
    Program program;
    Diagnostics ignored;
    parse(source, QString(), program, ignored);
    Resolver resolver(program);
    for (const ConstDecl& c : program.consts)
        if (c.value)
            resolver.expression(*c.value, nullptr, nullptr);
    for (const ProcDecl& p : program.procs) {
        Names params;
        for (size_t i = 0; i < p.params.size() && i < p.paramPos.size(); ++i)
            params.emplace(p.params[i], p.paramPos[i]);
        Names labels;
        if (p.body)
            collectLabels(*p.body, resolver.procs(), labels);
        if (p.body)
            resolver.body(p.body->body, &params, &labels);
    }
    resolver.body(program.main, nullptr, nullptr);
    std::vector<SourceReference> refs = resolver.take();
    std::sort(refs.begin(), refs.end(), [](const SourceReference& a, const SourceReference& b) {
        return a.use.line != b.use.line ? a.use.line < b.use.line : a.use.column < b.use.column;
    });
    return refs;
}

const SourceReference* referenceAt(const std::vector<SourceReference>& references, int line, int column)
{
    auto it = std::lower_bound(references.begin(), references.end(), line,
                               [](const SourceReference& r, int l) { return r.use.line < l; });
    for (; it != references.end() && it->use.line == line; ++it)
        if (column >= it->use.column && column <= it->use.column + it->length)
            return &*it;
    return nullptr;
}

} // namespace pb::ants
