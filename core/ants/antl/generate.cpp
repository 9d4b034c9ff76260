// The ant brain language: the code generator. Every statement is compiled knowing where control
// goes after it ("next"); targets are references resolved once everything is made, so that a
// goto, a label or an empty else costs no state: it is an alias of the state it leads to.

#include "ants/antl/ast.h"

#include <QCoreApplication>

#include <cstdlib>
#include <map>
#include <optional>
#include <set>
#include <tuple>

namespace pb::ants::antl {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(AntLanguage)
};

constexpr int kMaxCalls = 100000;     // procedure instances, whatever their size
constexpr int kMaxNameDepth = 64;     // a name standing for a name standing for ...
constexpr std::int64_t kMaxValue = 1'000'000'000'000'000;
constexpr int kMaxNesting = 400;      // calls, conditions and values within each other
constexpr int kMaxSteps = 4'000'000;  // values, conditions and statements made in all

QString qs(const std::string& s) { return QString::fromStdString(s); }

class Generator {
public:
    Generator(const Program& program, const QString& file, CompileResult& result)
        : m_program(program), m_file(file), m_result(result)
    {
        for (const ConstDecl& c : program.consts)
            m_consts.emplace(c.name, &c);
        for (const ProcDecl& p : program.procs)
            m_procs.emplace(p.name, &p);
    }

    void run()
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
        Brain& brain = m_result.brain;
        for (const Pending& p : m_states) {
            Instruction ins = p.ins;
            ins.st1 = resolve(p.ref1);
            ins.st2 = p.ref2 >= 0 ? resolve(p.ref2) : 0;
            if (ins.st1 < 0 || ins.st2 < 0)
                return;
            brain.states.push_back(ins);
            brain.lineOfState.push_back(p.at.line);
            m_result.sourceMap.append(p.at, p.call);
        }
        if (entry != 0) {  // the program starts at state 0
            auto swapped = [&](std::int32_t s) { return s == 0 ? entry : s == entry ? 0 : s; };
            for (Instruction& ins : brain.states) {
                ins.st1 = swapped(ins.st1);
                if (ins.targetCount() == 2)
                    ins.st2 = swapped(ins.st2);
            }
            std::swap(brain.states[0], brain.states[static_cast<size_t>(entry)]);
            std::swap(brain.lineOfState[0], brain.lineOfState[static_cast<size_t>(entry)]);
            m_result.sourceMap.swapStates(0, entry);
        }
    }

private:
    struct Frame;
    struct Binding {
        const Expr* expr = nullptr;
        const Frame* frame = nullptr;
    };
    struct Frame {
        const ProcDecl* proc = nullptr;   // null: the main program
        const Frame* caller = nullptr;
        std::map<std::string, Binding> params;
        std::map<std::string, int> labels;
        int returnRef = -1;
        Pos callSite;                      // the outermost call, in the main program
    };
    struct Loop {
        int breakRef;
        int continueRef;
    };
    struct Ref {
        int state = -1;  // bound to a state
        int alias = -1;  // or the same as another reference
        Pos pos;         // where a loop or label starts (for an empty loop's error)
    };
    struct Pending {
        Instruction ins;
        int ref1 = -1, ref2 = -1;
        Pos at, call;
    };

    // --- diagnostics
    void error(Pos p, const QString& m) { m_result.diagnostics.push_back({Diagnostic::Severity::Error, m_file, p.line, p.column, m}); }
    // The message with the call that made this copy of a procedure's body, if any.
    static QString inCall(const Frame& f, const QString& m)
    {
        if (!f.proc)
            return m;
        return Text::tr("%1 (in procedure '%2', called at line %3)").arg(m, qs(f.proc->name)).arg(f.callSite.line);
    }
    // A procedure's body is made once per call: a problem in it is reported at its first call
    // only (the messages name different calls, so they are not merged as equal later).
    void error(const Frame& f, Pos p, const QString& m)
    {
        if (f.proc && !m_reported.insert({p.line, p.column, m}).second)
            return;
        error(p, inCall(f, m));
    }

    // Counts a step into a value, a condition, a statement or a call; false (after one error)
    // when the program is nested too deeply or is too much work (constants defined by doubling).
    struct Nest {
        Generator& g;
        bool ok;
        Nest(Generator& generator, const Frame& f, Pos pos) : g(generator), ok(!g.m_abort)
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
        ~Nest()
        {
            if (ok)
                --g.m_nesting;
        }
    };

    // --- references
    int newRef(Pos pos = {})
    {
        m_refs.push_back({-1, -1, pos});
        return static_cast<int>(m_refs.size()) - 1;
    }
    void alias(int ref, int target)
    {
        if (ref != target)
            m_refs[static_cast<size_t>(ref)].alias = target;
        else
            m_refs[static_cast<size_t>(ref)].alias = ref;  // an empty loop: found by resolve()
    }
    // The state a reference leads to; -1 (with an error) for an empty loop.
    int resolve(int ref)
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
    void reportEmptyLoop(const std::vector<int>& path)
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

    int addState(const Frame& f, Pos at, const Instruction& ins, int ref1, int ref2 = -1)
    {
        if (static_cast<int>(m_states.size()) >= kMaxStates) {
            if (!m_abort)
                error(f.proc ? f.callSite : at,
                      Text::tr("the state budget is exceeded here: a brain has at most %1 states").arg(kMaxStates));
            m_abort = true;
            return ref1;
        }
        m_states.push_back({ins, ref1, ref2, at, f.proc ? f.callSite : Pos{}});
        const int ref = newRef();
        m_refs.back().state = static_cast<int>(m_states.size()) - 1;
        return ref;
    }

    // --- names and values
    // Follows a name through parameters and constants to what it stands for; a name left is a
    // label (or unknown).
    bool resolveName(const Expr*& e, const Frame*& f)
    {
        for (int depth = 0; e->kind == ExprKind::Name; ++depth) {
            if (depth > kMaxNameDepth) {
                error(*f, e->pos, Text::tr("'%1' stands for itself (a constant or parameter defined in terms of itself)").arg(qs(e->name)));
                return false;
            }
            if (const auto it = f->params.find(e->name); it != f->params.end()) {
                e = it->second.expr;
                f = it->second.frame;
            } else if (const auto c = m_consts.find(e->name); c != m_consts.end()) {
                e = c->second->value.get();
                f = &m_top;
            } else {
                return true;
            }
        }
        return true;
    }

    std::optional<std::int64_t> number(const Expr* e, const Frame* f)
    {
        const Frame& where = *f;
        const Pos pos = e->pos;
        const Nest nest(*this, where, pos);
        if (!nest.ok || !resolveName(e, f))
            return {};
        switch (e->kind) {
        case ExprKind::Int:
            return e->value;
        case ExprKind::Neg: {
            const auto a = number(e->args[0].get(), f);
            return a ? std::optional(-*a) : std::nullopt;
        }
        case ExprKind::Add: case ExprKind::Sub: case ExprKind::Mul: case ExprKind::Div: case ExprKind::Mod: {
            const auto a = number(e->args[0].get(), f);
            const auto b = number(e->args[1].get(), f);
            if (!a || !b)
                return {};
            if ((e->kind == ExprKind::Div || e->kind == ExprKind::Mod) && *b == 0) {
                error(where, e->pos, Text::tr("division by zero"));
                return {};
            }
            const std::int64_t v = e->kind == ExprKind::Add ? *a + *b : e->kind == ExprKind::Sub ? *a - *b
                : e->kind == ExprKind::Mul ? (*a != 0 && std::abs(*b) > kMaxValue / std::abs(*a) ? kMaxValue + 1 : *a * *b)
                : e->kind == ExprKind::Div ? *a / *b : *a % *b;
            if (v > kMaxValue || v < -kMaxValue) {
                error(where, e->pos, Text::tr("the number is too large"));
                return {};
            }
            return v;
        }
        case ExprKind::Name:
            error(where, pos, Text::tr("unknown name '%1': expected a number").arg(qs(e->name)));
            return {};
        default:
            error(where, pos, Text::tr("expected a number"));
            return {};
        }
    }

    std::optional<int> numberIn(const Expr* e, const Frame& f, std::int64_t lo, std::int64_t hi, const QString& what)
    {
        const auto v = number(e, &f);
        if (!v)
            return {};
        if (*v < lo || *v > hi) {
            error(f, e->pos, Text::tr("%1 must be from %2 to %3, not %4").arg(what).arg(lo).arg(hi).arg(*v));
            return {};
        }
        return static_cast<int>(*v);
    }

    // A reserved word value (left, ahead, food, ...) within [lo, hi].
    std::optional<Word> word(const Expr* e, const Frame& f, Word lo, Word hi, const QString& expected)
    {
        const Frame* ef = &f;
        const Expr* original = e;
        if (!resolveName(e, ef))
            return {};
        if (e->kind == ExprKind::Word && e->word >= lo && e->word <= hi)
            return e->word;
        if (e->kind == ExprKind::Name)
            error(f, original->pos, Text::tr("unknown name '%1': expected %2").arg(qs(e->name), expected));
        else
            error(f, original->pos, Text::tr("expected %1").arg(expected));
        return {};
    }

    int label(const std::string& name, Pos pos, const Frame& f, int fallback)
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

    void collectLabels(const std::vector<StmtPtr>& list, Frame& f)
    {
        for (const StmtPtr& s : list)
            collectLabels(*s, f);
    }
    void collectLabels(const Stmt& s, Frame& f)
    {
        if (s.kind == StmtKind::Label) {
            if (f.labels.contains(s.name))
                error(f, s.pos, Text::tr("the label '%1' is defined twice").arg(qs(s.name)));
            else
                f.labels.emplace(s.name, newRef(s.pos));
        }
        if (s.kind != StmtKind::Call)
            collectLabels(s.body, f);
    }

    // --- conditions: the entry of a test that goes to t when true, else to fl
    int condition(const Expr* e, const Frame& f, int t, int fl)
    {
        const Expr* original = e;
        const Frame* ef = &f;
        const Nest nest(*this, f, e->pos);
        if (!nest.ok || !resolveName(e, ef))
            return t;
        const Frame& g = *ef;  // where the condition's own names live
        Instruction ins;
        switch (e->kind) {
        case ExprKind::True:
            return t;
        case ExprKind::False:
            return fl;
        case ExprKind::Not:
            return condition(e->args[0].get(), g, fl, t);
        case ExprKind::And:
        case ExprKind::Or: {
            const int mid = newRef();
            const int entry = e->kind == ExprKind::And ? condition(e->args[0].get(), g, mid, fl)
                                                       : condition(e->args[0].get(), g, t, mid);
            alias(mid, condition(e->args[1].get(), g, t, fl));
            return entry;
        }
        case ExprKind::Move:
        case ExprKind::PickUp:
            ins.op = e->kind == ExprKind::Move ? Op::Move : Op::PickUp;
            return addState(f, original->pos, ins, t, fl);
        case ExprKind::Flip: {
            const auto n = numberIn(e->args[0].get(), g, 1, INT32_MAX, Text::tr("flip's number"));
            if (!n)
                return t;
            ins.op = Op::Flip;
            ins.flipN = *n;
            return addState(f, original->pos, ins, t, fl);
        }
        case ExprKind::Sense: {
            const auto dir = word(e->args[0].get(), g, Word::Here, Word::RightAhead,
                                  Text::tr("a sense direction (here, ahead, leftahead or rightahead)"));
            if (!dir || !senseCondition(e->args[1].get(), g, ins))
                return t;
            ins.op = Op::Sense;
            ins.senseDir = static_cast<SenseDir>(static_cast<int>(*dir) - static_cast<int>(Word::Here));
            return addState(f, original->pos, ins, t, fl);
        }
        case ExprKind::Name:
            error(f, original->pos, Text::tr("unknown name '%1': expected a condition").arg(qs(e->name)));
            return t;
        case ExprKind::Add:
        case ExprKind::Sub:
        case ExprKind::Mul:
        case ExprKind::Div:
        case ExprKind::Mod:
            // `flip A / 2` reads as `(flip A) / 2`, `marker X + 2` as `(marker X) + 2`.
            if (!e->args.empty() && (e->args[0]->kind == ExprKind::Flip || e->args[0]->kind == ExprKind::Sense)) {
                error(f, original->pos, Text::tr("expected a condition: arithmetic after 'flip' or 'marker' applies to "
                                                 "the condition; put the number in brackets, as in flip (A / 2) or "
                                                 "marker (X + 2)"));
                return t;
            }
            [[fallthrough]];
        default:
            error(f, original->pos, Text::tr("expected a condition (sense, flip, move, pickup, true, false, "
                                             "or a combination with &&, || and !)"));
            return t;
        }
    }

    bool senseCondition(const Expr* e, const Frame& f, Instruction& ins)
    {
        const Frame* ef = &f;
        const Expr* original = e;
        if (!resolveName(e, ef))
            return false;
        if (e->kind == ExprKind::Marker) {
            const auto m = numberIn(e->args[0].get(), *ef, 0, kMarkers - 1, Text::tr("a marker"));
            if (!m)
                return false;
            ins.condition = Condition::Marker;
            ins.marker = static_cast<std::uint8_t>(*m);
            return true;
        }
        static constexpr Condition kConditions[] = {Condition::Friend, Condition::Foe, Condition::FriendWithFood,
                                                    Condition::FoeWithFood, Condition::Food, Condition::Rock,
                                                    Condition::FoeMarker, Condition::Home, Condition::FoeHome};
        if (e->kind == ExprKind::Word && e->word >= Word::Friend) {
            ins.condition = kConditions[static_cast<int>(e->word) - static_cast<int>(Word::Friend)];
            return true;
        }
        error(f, original->pos, Text::tr("expected a sense condition (friend, foe, friendwithfood, foewithfood, "
                                         "food, rock, marker N, foemarker, home or foehome)"));
        return false;
    }

    // --- statements: the entry of the statement, which goes on to next
    int sequence(const std::vector<StmtPtr>& list, Frame& f, const Loop* loop, int next)
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

    int statement(const Stmt& s, Frame& f, const Loop* loop, int next)
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
                return entry;
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

    int call(const Stmt& s, Frame& f, int next)
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
        for (size_t i = 0; i < p.params.size(); ++i)
            callee.params[p.params[i]] = {s.args[i].get(), &f};
        collectLabels(*p.body, callee);
        return statement(*p.body, callee, nullptr, next);
    }

    const Program& m_program;
    const QString& m_file;
    CompileResult& m_result;
    std::set<std::tuple<int, int, QString>> m_reported;  // errors in procedure bodies given so far
    std::map<std::string, const ConstDecl*> m_consts;
    std::map<std::string, const ProcDecl*> m_procs;
    Frame m_top;
    std::vector<Ref> m_refs;
    std::vector<Pending> m_states;
    int m_calls = 0;
    int m_nesting = 0;
    int m_steps = 0;
    bool m_abort = false;
};

} // namespace

void generate(const Program& program, const QString& file, CompileResult& result)
{
    Generator(program, file, result).run();
}

} // namespace pb::ants::antl
