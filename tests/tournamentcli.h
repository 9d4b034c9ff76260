#pragma once

// A game's part of `playbench-cli tournament GAME` run in the test itself: its options parsed
// from `args` and its format made, as tournament_command.cpp does before it plays.

#include "cli/tournament_cli.h"

#include <QTextStream>

#include <memory>

namespace pb::test {

// `code` is -1 and the format made, or the exit code with the messages in `err`.
inline std::unique_ptr<tournament::Format> makeFromArgs(const cli::TournamentGame& game, const QStringList& args,
                                                        int& code, QString& err)
{
    cli::CommandOptions command(game.description(), game.usage());
    game.addOptions(command);
    QString out;
    QTextStream outStream(&out), errStream(&err);
    cli::Console console{outStream, errStream};
    std::unique_ptr<tournament::Format> format;
    code = command.parse(QStringList{QString::fromLatin1(game.name)} + args, console);
    if (code < 0)
        format = game.make(command.parser(), console, code);
    errStream.flush();
    return format;
}

} // namespace pb::test
