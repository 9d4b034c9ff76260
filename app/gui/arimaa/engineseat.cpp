#include "gui/arimaa/engineseat.h"

#include <QFileInfo>
#include <QProcess>
#include <QtConcurrent/QtConcurrentRun>

namespace pb::gui {

using namespace pb::arimaa;

ArimaaEngineSeat::ArimaaEngineSeat(const QString& command) : m_command(command.trimmed())
{
    QStringList words = QProcess::splitCommand(m_command);
    const QString program = words.isEmpty() ? QString() : words.takeFirst();
    m_engine = std::make_shared<AeiEngine>(program, words);
    m_name = QFileInfo(program).fileName();
    m_pool.setMaxThreadCount(1);
    m_pool.setExpiryTimeout(-1);
}

ArimaaEngineSeat::~ArimaaEngineSeat()
{
    auto engine = m_engine;
    m_pool.start([engine] { engine->quit(300); });
    m_pool.waitForDone();
}

QString ArimaaEngineSeat::name() const
{
    QMutexLocker lock(&m_mutex);
    return m_name;
}

QString ArimaaEngineSeat::stderrText() const
{
    QMutexLocker lock(&m_mutex);
    return m_stderr;
}

QFuture<std::optional<AeiFault>> ArimaaEngineSeat::start(const TimeControl& control, bool timed)
{
    return QtConcurrent::run(&m_pool, [this, control, timed]() -> std::optional<AeiFault> {
        std::optional<AeiFault> fault = m_engine->start(10000);
        if (!fault) {
            m_engine->newGame();
            if (timed)
                for (const auto& [name, value] : control.aeiOptions())
                    m_engine->setOption(name, value);
            fault = m_engine->sync(10000);
        }
        QMutexLocker lock(&m_mutex);
        if (!m_engine->name().empty())
            m_name = QString::fromStdString(m_engine->name());
        m_stderr = m_engine->stderrText();
        return fault;
    });
}

QFuture<ArimaaEngineSeat::Answer> ArimaaEngineSeat::ask(const std::vector<std::string>& record,
                                                        const std::vector<std::pair<std::string, std::int64_t>>& clock,
                                                        std::int64_t deadlineMs, int graceMs,
                                                        std::shared_ptr<std::atomic<bool>> cancel, InfoHandler onInfo)
{
    return QtConcurrent::run(&m_pool, [this, record, clock, deadlineMs, graceMs, cancel, onInfo] {
        Answer answer;
        if (!m_engine->running()) {
            answer.fault = AeiFault{AeiFaultKind::Crash, QStringLiteral("the engine is not running"), {}};
            return answer;
        }
        // makemove takes the steps without the "12g" label.
        for (; m_sent < record.size(); ++m_sent) {
            const std::string& line = record[m_sent];
            const std::size_t space = line.find(' ');
            m_engine->makeMove(space == std::string::npos ? std::string() : line.substr(space + 1));
        }
        for (const auto& [name, value] : clock)
            m_engine->setOption(name, value);
        AeiEngine::Search s = m_engine->go(deadlineMs, graceMs, cancel.get(), [&onInfo](const AeiInfo& info) {
            if (onInfo)
                onInfo(info);
        });
        answer.move = std::move(s.move);
        answer.info = std::move(s.info);
        answer.usedMs = s.usedMs;
        answer.fault = std::move(s.fault);
        answer.cancelled = s.cancelled;
        if (answer.cancelled)
            m_engine->kill();  // its search cannot be resumed
        QMutexLocker lock(&m_mutex);
        m_stderr = m_engine->stderrText();
        return answer;
    });
}

} // namespace pb::gui
