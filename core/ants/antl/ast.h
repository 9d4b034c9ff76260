#pragma once

// The ant brain language's syntax tree (internal to the compiler).

#include "ants/antl/compiler.h"

#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace pb::ants::antl {

using Pos = SourcePosition;

// Reserved words that are values: turn directions, sense directions, sense conditions.
enum class Word : std::uint8_t {
    Left, Right,
    Here, Ahead, LeftAhead, RightAhead,
    Friend, Foe, FriendWithFood, FoeWithFood, Food, Rock, FoeMarker, Home, FoeHome
};

enum class ExprKind : std::uint8_t {
    Int, Name, Word, True, False,
    Neg, Add, Sub, Mul, Div, Mod,  // arithmetic
    Not, And, Or,                  // conditions
    Sense,                         // args: direction, condition
    Marker,                        // args: number (a sense condition)
    Flip,                          // args: number
    Move, PickUp                   // conditions with an action
};

struct Expr {
    ExprKind kind = ExprKind::Int;
    Pos pos;
    std::int64_t value = 0;  // Int
    Word word = Word::Left;  // Word
    std::string name;        // Name
    std::vector<std::unique_ptr<Expr>> args;
};
using ExprPtr = std::unique_ptr<Expr>;

enum class StmtKind : std::uint8_t {
    Block, Label, Goto, Move, PickUp, Turn, Mark, Unmark, Drop,
    If, While, Loop, Break, Continue, Return, Call
};

struct Stmt {
    StmtKind kind = StmtKind::Block;
    Pos pos;
    std::string name;       // Label, Goto, Call: the name; Move, PickUp: the else label ("" none)
    Pos namePos;            // where the name or else label is
    ExprPtr expr;           // Turn, Mark, Unmark: operand; If, While: condition
    std::vector<ExprPtr> args;                  // Call
    std::vector<std::unique_ptr<Stmt>> body;    // Block: statements; If: then [, else];
                                                // While, Loop: body; Label: [statement]
};
using StmtPtr = std::unique_ptr<Stmt>;

struct ConstDecl {
    std::string name;
    Pos pos;
    ExprPtr value;
};

struct ProcDecl {
    std::string name;
    Pos pos;
    std::vector<std::string> params;
    std::vector<Pos> paramPos;
    std::vector<bool> outParams;  // per parameter: declared `out` (a label defined for the caller)
    bool isOut(const std::string& param) const
    {
        for (size_t i = 0; i < params.size() && i < outParams.size(); ++i)
            if (params[i] == param)
                return outParams[i];
        return false;
    }
    // The arguments of a call of this procedure that name the labels it defines for the caller:
    // those given to out parameters as plain names (anything else is the generator's error).
    std::vector<const Expr*> outArguments(const Stmt& call) const
    {
        std::vector<const Expr*> names;
        for (size_t i = 0; i < call.args.size() && i < outParams.size(); ++i)
            if (outParams[i] && call.args[i] && call.args[i]->kind == ExprKind::Name)
                names.push_back(call.args[i].get());
        return names;
    }
    bool hasOutParams() const { return std::find(outParams.begin(), outParams.end(), true) != outParams.end(); }
    StmtPtr body;  // a Block
};

struct Program {
    std::vector<ConstDecl> consts;
    std::vector<ProcDecl> procs;
    std::vector<StmtPtr> main;
};

// Parses the source into `program`, reporting syntax errors.
void parse(std::string_view source, const QString& file, Program& program, Diagnostics& out);

// Flow checks on the tree: unreachable statements, procedures that never return, procedures
// never called, duplicate declarations.
void check(const Program& program, const QString& file, Diagnostics& out);

// Generates the states. Reports unknown names, type errors, recursion, the state budget.
void generate(const Program& program, const QString& file, CompileResult& result);

} // namespace pb::ants::antl
