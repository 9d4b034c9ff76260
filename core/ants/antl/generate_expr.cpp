// The ant brain language: the code generator's expressions (generate.h). Names are followed
// through parameters and constants to what they stand for, numbers are computed exactly (within
// kMaxValue), and conditions become tests that go to one reference when true, another when false.

#include "ants/antl/generate.h"

#include <QCoreApplication>

#include <cstdlib>

namespace pb::ants::antl {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(AntLanguage)
};

} // namespace

// --- names and values

bool Generator::resolveName(const Expr*& e, const Frame*& f)
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

std::optional<std::int64_t> Generator::number(const Expr* e, const Frame* f)
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

std::optional<int> Generator::numberIn(const Expr* e, const Frame& f, std::int64_t lo, std::int64_t hi, const QString& what)
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

std::optional<Word> Generator::word(const Expr* e, const Frame& f, Word lo, Word hi, const QString& expected)
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

// --- conditions

int Generator::condition(const Expr* e, const Frame& f, int t, int fl)
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

bool Generator::senseCondition(const Expr* e, const Frame& f, Instruction& ins)
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

} // namespace pb::ants::antl
