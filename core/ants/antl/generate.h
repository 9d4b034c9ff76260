#pragma once

// The ant brain language's code generator (internal to the compiler; generate() in ast.h is its
// entry). Every statement is compiled knowing where control goes after it ("next"); targets are
// references resolved once everything is made, so that a goto, a label or an empty else costs no
// state: it is an alias of the state it leads to. generate.cpp makes the statements, calls and
// references, generate_expr.cpp the expressions: names, numbers, value words and conditions.

#include "ants/antl/ast.h"

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace pb::ants::antl {

class Generator {
public:
    Generator(const Program& program, const QString& file, CompileResult& result);

    void run();

private:
    static constexpr int kMaxCalls = 100000;     // procedure instances, whatever their size
    static constexpr int kMaxMade = 4 * kMaxStates;  // states made, before the unreachable go
    static constexpr int kMaxNameDepth = 64;     // a name standing for a name standing for ...
    static constexpr std::int64_t kMaxValue = 1'000'000'000'000'000;
    static constexpr int kMaxNesting = 400;      // calls, conditions and values within each other
    static constexpr int kMaxSteps = 4'000'000;  // values, conditions and statements made in all

    static QString qs(const std::string& s) { return QString::fromStdString(s); }

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
        std::set<std::string> outBound;    // out parameters this copy of the body has defined
        std::set<std::string> outSkipped;  // out parameters whose argument was refused
        std::set<const Expr*> refusedOut;  // this body's out arguments refused (no label made)
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
    void error(Pos p, const QString& m);
    // The message with the call that made this copy of a procedure's body, if any.
    static QString inCall(const Frame& f, const QString& m);
    // A procedure's body is made once per call: a problem in it is reported at its first call
    // only (the messages name different calls, so they are not merged as equal later).
    void error(const Frame& f, Pos p, const QString& m);

    // Counts a step into a value, a condition, a statement or a call; false (after one error)
    // when the program is nested too deeply or is too much work (constants defined by doubling).
    struct Nest {
        Generator& g;
        bool ok;
        Nest(Generator& generator, const Frame& f, Pos pos);
        ~Nest();
    };

    // --- references
    int newRef(Pos pos = {});
    void alias(int ref, int target);
    // The state a reference leads to; -1 (with an error) for an empty loop.
    int resolve(int ref);
    void reportEmptyLoop(const std::vector<int>& path);
    int addState(const Frame& f, Pos at, const Instruction& ins, int ref1, int ref2 = -1);

    // --- names and values (generate_expr.cpp)
    // Follows a name through parameters and constants to what it stands for; a name left is a
    // label (or unknown).
    bool resolveName(const Expr*& e, const Frame*& f);
    std::optional<std::int64_t> number(const Expr* e, const Frame* f);
    std::optional<int> numberIn(const Expr* e, const Frame& f, std::int64_t lo, std::int64_t hi, const QString& what);
    // A reserved word value (left, ahead, food, ...) within [lo, hi].
    std::optional<Word> word(const Expr* e, const Frame& f, Word lo, Word hi, const QString& expected);

    // --- labels
    int label(const std::string& name, Pos pos, const Frame& f, int fallback);
    void collectLabels(const std::vector<StmtPtr>& list, Frame& f);
    void collectLabels(const Stmt& s, Frame& f);
    // The labels a call's out arguments name, made in the caller's frame (passed-on out
    // parameters are left to the frame that owns them).
    void collectOutLabels(const Stmt& s, Frame& f);
    // `NAME:` in a body where NAME is an out parameter: binds the caller's label to `entry`.
    int defineOutLabel(const Stmt& s, Frame& f, int entry);

    // --- conditions (generate_expr.cpp): the entry of a test that goes to t when true, else to fl
    int condition(const Expr* e, const Frame& f, int t, int fl);
    bool senseCondition(const Expr* e, const Frame& f, Instruction& ins);

    // --- statements: the entry of the statement, which goes on to next
    int sequence(const std::vector<StmtPtr>& list, Frame& f, const Loop* loop, int next);
    int statement(const Stmt& s, Frame& f, const Loop* loop, int next);
    int call(const Stmt& s, Frame& f, int next);

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
    int m_errors = 0;  // errors met, those not repeated for another call of a body included
    int m_nesting = 0;
    int m_steps = 0;
    bool m_abort = false;
};

} // namespace pb::ants::antl
