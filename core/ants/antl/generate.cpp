// The ant brain language: the code generator (generate.h), its statements, calls, labels and
// references; generate_expr.cpp has the expressions.

#include "ants/antl/generate.h"

#include <QCoreApplication>

#include <utility>

namespace pb::ants::antl {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(AntLanguage)
};

} // namespace

Generator::Generator(const Program& program, const QString& file, CompileResult& result)
    : m_program(program), m_file(file), m_result(result)
{
    for (const ConstDecl& c : program.consts)
        m_consts.emplace(c.name, &c);
    for (const ProcDecl& p : program.procs)
        m_procs.emplace(p.name, &p);
}

void Generator::run()
{
    if (m_program.main.empty()) {
        error({}, Text::tr("the program has no statements: an ant needs at least one instruction "
                           "(procedures run only where they are called)"));
        return;
    }
    collectLabels(m_program.main, m_top);
    const int start = newRef(m_program.main.front()->pos);
    alias(start, sequence(m_program.main, m_top, nullptr, start));
    if (m_abort)
        return;
    if (m_states.empty()) {
        error(m_program.main.front()->pos, Text::tr("the program makes no instruction: an ant needs at least one state"));
        return;
    }
    const int entry = resolve(start);
    if (entry < 0)
        return;
    std::vector<Instruction> made;
    made.reserve(m_states.size());
    for (const Pending& p : m_states) {
        Instruction ins = p.ins;
        ins.st1 = resolve(p.ref1);
        ins.st2 = p.ref2 >= 0 ? resolve(p.ref2) : 0;
        if (ins.st1 < 0 || ins.st2 < 0)
            return;
        made.push_back(ins);
    }
    // The brain keeps only the states an ant can reach from the entry (the others, such as a
    // branch of a condition on a constant, are made but never run), in source order.
    const std::vector<bool> reachable = reachableStates(made, entry);
    std::vector<int> index(made.size(), -1);
    int kept = 0;
    for (size_t s = 0; s < made.size(); ++s) {
        if (!reachable[s])
            continue;
        if (kept == kMaxStates) {
            const Pending& p = m_states[s];
            error(p.call.line > 0 ? p.call : p.at,
                  Text::tr("the state budget is exceeded here: a brain has at most %1 states").arg(kMaxStates));
            return;
        }
        index[s] = kept++;
    }
    Brain& brain = m_result.brain;
    for (size_t s = 0; s < made.size(); ++s) {
        if (index[s] < 0)
            continue;
        Instruction ins = made[s];
        ins.st1 = index[static_cast<size_t>(ins.st1)];
        if (ins.targetCount() == 2)
            ins.st2 = index[static_cast<size_t>(ins.st2)];
        brain.states.push_back(ins);
        brain.lineOfState.push_back(m_states[s].at.line);
        m_result.sourceMap.append(m_states[s].at, m_states[s].call);
    }
    const int first = index[static_cast<size_t>(entry)];
    if (first != 0) {  // the program starts at state 0
        auto swapped = [&](std::int32_t s) { return s == 0 ? first : s == first ? 0 : s; };
        for (Instruction& ins : brain.states) {
            ins.st1 = swapped(ins.st1);
            if (ins.targetCount() == 2)
                ins.st2 = swapped(ins.st2);
        }
        std::swap(brain.states[0], brain.states[static_cast<size_t>(first)]);
        std::swap(brain.lineOfState[0], brain.lineOfState[static_cast<size_t>(first)]);
        m_result.sourceMap.swapStates(0, first);
    }
}

// --- diagnostics

void Generator::error(Pos p, const QString& m)
{
    ++m_errors;
    m_result.diagnostics.push_back({Diagnostic::Severity::Error, m_file, p.line, p.column, m});
}

QString Generator::inCall(const Frame& f, const QString& m)
{
    if (!f.proc)
        return m;
    return Text::tr("%1 (in procedure '%2', called at line %3)").arg(m, qs(f.proc->name)).arg(f.callSite.line);
}

void Generator::error(const Frame& f, Pos p, const QString& m)
{
    ++m_errors;
    if (f.proc && !m_reported.insert({p.line, p.column, m}).second)
        return;
    error(p, inCall(f, m));
}

Generator::Nest::Nest(Generator& generator, const Frame& f, Pos pos) : g(generator), ok(!g.m_abort)
{
    if (!ok)
        return;
    if (g.m_nesting >= kMaxNesting || ++g.m_steps > kMaxSteps) {
        g.error(f, pos, g.m_nesting >= kMaxNesting
                            ? Text::tr("nested too deeply (a constant defined in terms of itself, or more "
                                       "than %1 levels of calls and expressions)").arg(kMaxNesting)
                            : Text::tr("the program is too much work to compile (more than %1 steps)").arg(kMaxSteps));
        g.m_abort = true;
        ok = false;
        return;
    }
    ++g.m_nesting;
}

Generator::Nest::~Nest()
{
    if (ok)
        --g.m_nesting;
}

// --- references

int Generator::newRef(Pos pos)
{
    m_refs.push_back({-1, -1, pos});
    return static_cast<int>(m_refs.size()) - 1;
}

void Generator::alias(int ref, int target)
{
    if (ref != target)
        m_refs[static_cast<size_t>(ref)].alias = target;
    else
        m_refs[static_cast<size_t>(ref)].alias = ref;  // an empty loop: found by resolve()
}

int Generator::resolve(int ref)
{
    std::vector<int> path;
    int r = ref;
    while (m_refs[static_cast<size_t>(r)].state < 0) {
        const Ref& slot = m_refs[static_cast<size_t>(r)];
        if (slot.alias < 0 || slot.pos.line < 0)
            return -1;  // unbound (after an error) or a loop already reported
        path.push_back(r);
        if (path.size() > m_refs.size() || slot.alias == r) {
            reportEmptyLoop(path);
            return -1;
        }
        r = slot.alias;
    }
    const int state = m_refs[static_cast<size_t>(r)].state;
    for (int p : path)
        m_refs[static_cast<size_t>(p)].state = state;
    return state;
}

void Generator::reportEmptyLoop(const std::vector<int>& path)
{
    Pos where;
    for (auto it = path.rbegin(); it != path.rend(); ++it)
        if (m_refs[static_cast<size_t>(*it)].pos.line > 0)
            where = m_refs[static_cast<size_t>(*it)].pos;
    for (int p : path)
        m_refs[static_cast<size_t>(p)].pos.line = -1;  // report each loop once
    error(where, Text::tr("this loop or jump comes back to itself without any instruction: an ant "
                          "is always in a state, so a loop needs at least one instruction"));
}

int Generator::addState(const Frame& f, Pos at, const Instruction& ins, int ref1, int ref2)
{
    if (static_cast<int>(m_states.size()) >= kMaxMade) {
        if (!m_abort)
            error(f.proc ? f.callSite : at,
                  Text::tr("the program makes more than %1 states here, unreachable ones included: a brain "
                           "has at most %2").arg(kMaxMade).arg(kMaxStates));
        m_abort = true;
        return ref1;
    }
    m_states.push_back({ins, ref1, ref2, at, f.proc ? f.callSite : Pos{}});
    const int ref = newRef();
    m_refs.back().state = static_cast<int>(m_states.size()) - 1;
    return ref;
}

// --- labels

int Generator::label(const std::string& name, Pos pos, const Frame& f, int fallback)
{
    const Expr* e = nullptr;
    const Frame* ef = &f;
    std::string n = name;
    for (int depth = 0; depth <= kMaxNameDepth; ++depth) {
        if (const auto it = ef->params.find(n); it != ef->params.end()) {
            e = it->second.expr;
            ef = it->second.frame;
        } else if (const auto c = m_consts.find(n); c != m_consts.end()) {
            e = c->second->value.get();
            ef = &m_top;
        } else if (const auto l = ef->labels.find(n); l != ef->labels.end()) {
            return l->second;
        } else if (const auto t = m_top.labels.find(n); t != m_top.labels.end()) {
            return t->second;
        } else {
            error(f, pos, Text::tr("unknown label '%1'").arg(qs(n)));
            return fallback;
        }
        if (e->kind != ExprKind::Name) {
            error(f, pos, Text::tr("'%1' is not a label").arg(qs(name)));
            return fallback;
        }
        n = e->name;
    }
    error(f, pos, Text::tr("'%1' stands for itself").arg(qs(name)));
    return fallback;
}

void Generator::collectLabels(const std::vector<StmtPtr>& list, Frame& f)
{
    for (const StmtPtr& s : list)
        collectLabels(*s, f);
}

void Generator::collectLabels(const Stmt& s, Frame& f)
{
    if (s.kind == StmtKind::Label && !(f.proc && f.proc->isOut(s.name))) {  // out: the caller's
        if (f.labels.contains(s.name))
            error(f, s.pos, Text::tr("the label '%1' is defined twice").arg(qs(s.name)));
        else
            f.labels.emplace(s.name, newRef(s.pos));
    }
    if (s.kind == StmtKind::Call)
        collectOutLabels(s, f);
    else
        collectLabels(s.body, f);
}

void Generator::collectOutLabels(const Stmt& s, Frame& f)
{
    const auto it = m_procs.find(s.name);
    if (it == m_procs.end() || it->second->params.size() != s.args.size())
        return;  // the call reports it
    const ProcDecl& p = *it->second;
    for (size_t i = 0; i < p.params.size(); ++i) {
        if (!p.outParams[i])
            continue;
        const Expr& a = *s.args[i];
        if (a.kind != ExprKind::Name) {
            error(f, a.pos, Text::tr("out parameter '%1' of procedure '%2' takes a new label's name")
                                .arg(qs(p.params[i]), qs(p.name)));
            f.refusedOut.insert(&a);
        } else if (f.proc && f.proc->isOut(a.name)) {
            // passed on: the label is our caller's, defined where our own call was collected
        } else if (f.params.contains(a.name) || m_consts.contains(a.name)) {
            error(f, a.pos, Text::tr("'%1' is a parameter or a constant: out parameter '%2' of "
                                     "procedure '%3' takes a new label's name")
                                .arg(qs(a.name), qs(p.params[i]), qs(p.name)));
            f.refusedOut.insert(&a);
        } else if (f.labels.contains(a.name)) {
            error(f, a.pos, Text::tr("the label '%1' is defined twice").arg(qs(a.name)));
            f.refusedOut.insert(&a);
        } else {
            f.labels.emplace(a.name, newRef(a.pos));
        }
    }
}

int Generator::defineOutLabel(const Stmt& s, Frame& f, int entry)
{
    if (f.outSkipped.contains(s.name))
        return entry;  // its argument was refused (reported at the call)
    const int ref = f.outBound.insert(s.name).second ? label(s.name, s.pos, f, -1) : -2;
    if (ref == -1)
        return entry;
    if (ref == -2 || m_refs[static_cast<size_t>(ref)].alias >= 0 || m_refs[static_cast<size_t>(ref)].state >= 0) {
        error(f, s.pos, Text::tr("out parameter '%1' is defined twice: a call gives its caller one "
                                 "label").arg(qs(s.name)));
        return entry;
    }
    alias(ref, entry);
    return ref;
}

// --- statements

int Generator::sequence(const std::vector<StmtPtr>& list, Frame& f, const Loop* loop, int next)
{
    int entry = next, pending = -1;
    for (size_t i = 0; i < list.size() && !m_abort; ++i) {
        const int after = i + 1 < list.size() ? newRef() : next;
        const int e = statement(*list[i], f, loop, after);
        if (pending >= 0)
            alias(pending, e);
        else
            entry = e;
        pending = after;
    }
    return entry;
}

int Generator::statement(const Stmt& s, Frame& f, const Loop* loop, int next)
{
    const Nest nest(*this, f, s.pos);
    if (!nest.ok)
        return next;
    Instruction ins;
    switch (s.kind) {
    case StmtKind::Block:
        return sequence(s.body, f, loop, next);
    case StmtKind::Label: {
        const auto it = f.labels.find(s.name);
        const int entry = s.body.empty() ? next : statement(*s.body[0], f, loop, next);
        if (it == f.labels.end())
            return f.proc && f.proc->isOut(s.name) ? defineOutLabel(s, f, entry) : entry;
        alias(it->second, entry);
        return it->second;
    }
    case StmtKind::Goto:
        return label(s.name, s.namePos, f, next);
    case StmtKind::Move:
    case StmtKind::PickUp:
        ins.op = s.kind == StmtKind::Move ? Op::Move : Op::PickUp;
        return addState(f, s.pos, ins, next, s.name.empty() ? next : label(s.name, s.namePos, f, next));
    case StmtKind::Drop:
        ins.op = Op::Drop;
        return addState(f, s.pos, ins, next);
    case StmtKind::Turn: {
        const auto w = word(s.expr.get(), f, Word::Left, Word::Right, Text::tr("a turn direction (left or right)"));
        ins.op = Op::Turn;
        ins.turn = w == Word::Right ? Turn::Right : Turn::Left;
        return addState(f, s.pos, ins, next);
    }
    case StmtKind::Mark:
    case StmtKind::Unmark: {
        const auto m = numberIn(s.expr.get(), f, 0, kMarkers - 1, Text::tr("a marker"));
        ins.op = s.kind == StmtKind::Mark ? Op::Mark : Op::Unmark;
        ins.marker = static_cast<std::uint8_t>(m.value_or(0));
        return addState(f, s.pos, ins, next);
    }
    case StmtKind::If: {
        const int t = newRef(), fl = newRef();
        const int entry = condition(s.expr.get(), f, t, fl);
        alias(t, statement(*s.body[0], f, loop, next));
        alias(fl, s.body.size() > 1 ? statement(*s.body[1], f, loop, next) : next);
        return entry;
    }
    case StmtKind::While: {
        const int head = newRef(s.pos), bodyRef = newRef();
        alias(head, condition(s.expr.get(), f, bodyRef, next));
        const Loop inner{next, head};
        alias(bodyRef, statement(*s.body[0], f, &inner, head));
        return head;
    }
    case StmtKind::Loop: {
        const int head = newRef(s.pos);
        const Loop inner{next, head};
        alias(head, statement(*s.body[0], f, &inner, head));
        return head;
    }
    case StmtKind::Break:
    case StmtKind::Continue:
        if (!loop) {
            error(f, s.pos, s.kind == StmtKind::Break ? Text::tr("'break' outside a loop")
                                                      : Text::tr("'continue' outside a loop"));
            return next;
        }
        return s.kind == StmtKind::Break ? loop->breakRef : loop->continueRef;
    case StmtKind::Return:
        if (!f.proc) {
            error(s.pos, Text::tr("'return' outside a procedure"));
            return next;
        }
        return f.returnRef;
    case StmtKind::Call:
        return call(s, f, next);
    }
    return next;
}

int Generator::call(const Stmt& s, Frame& f, int next)
{
    const auto it = m_procs.find(s.name);
    if (it == m_procs.end()) {
        error(f, s.pos, Text::tr("unknown procedure '%1'").arg(qs(s.name)));
        return next;
    }
    const ProcDecl& p = *it->second;
    if (p.params.size() != s.args.size()) {
        error(f, s.pos, Text::tr("procedure '%1' takes %n parameter(s)", nullptr, static_cast<int>(p.params.size()))
                             .arg(qs(p.name))
                        + Text::tr(", not %1").arg(s.args.size()));
        return next;
    }
    for (const Frame* c = &f; c; c = c->caller) {
        if (c->proc == &p) {
            error(f, s.pos, Text::tr("procedure '%1' calls itself: procedures are inlined at each call, so "
                                     "they cannot recurse (use a label and goto)").arg(qs(p.name)));
            return next;
        }
    }
    if (++m_calls > kMaxCalls) {
        if (!m_abort)
            error(f.proc ? f.callSite : s.pos, Text::tr("too many procedure calls (more than %1 in all)").arg(kMaxCalls));
        m_abort = true;
        return next;
    }
    Frame callee;
    callee.proc = &p;
    callee.caller = &f;
    callee.returnRef = next;
    callee.callSite = f.proc ? f.callSite : s.pos;
    for (size_t i = 0; i < p.params.size(); ++i) {
        callee.params[p.params[i]] = {s.args[i].get(), &f};
        if (!p.outParams[i])
            continue;
        // An out argument refused, or our own out parameter passed on when it is defined
        // already (or refused): the body defines nothing for it.
        const Expr* a = s.args[i].get();
        if (a->kind != ExprKind::Name || f.refusedOut.contains(a)) {
            callee.outSkipped.insert(p.params[i]);
        } else if (f.proc && f.proc->isOut(a->name)) {
            if (f.outBound.contains(a->name))
                error(f, a->pos, Text::tr("out parameter '%1' is defined twice: a call gives its caller "
                                          "one label").arg(qs(a->name)));
            if (f.outBound.contains(a->name) || f.outSkipped.contains(a->name))
                callee.outSkipped.insert(p.params[i]);
        }
    }
    collectLabels(*p.body, callee);
    const int errors = m_errors;
    const int entry = statement(*p.body, callee, nullptr, next);
    for (size_t i = 0; i < p.params.size(); ++i) {
        if (!p.outParams[i] || callee.outSkipped.contains(p.params[i]))
            continue;
        if (callee.outBound.contains(p.params[i])) {
            if (f.proc && f.proc->isOut(s.args[i]->name))
                f.outBound.insert(s.args[i]->name);  // passed on: ours is defined now
        } else if (m_errors == errors && !m_abort) {  // not when the body had errors of its own
            error(f, s.pos, Text::tr("procedure '%1' does not define its out parameter '%2' (a label "
                                     "'%2:' in its body)").arg(qs(p.name), qs(p.params[i])));
        }
    }
    return entry;
}

void generate(const Program& program, const QString& file, CompileResult& result)
{
    Generator(program, file, result).run();
}

} // namespace pb::ants::antl
