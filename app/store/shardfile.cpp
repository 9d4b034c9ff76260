#include "store/shardfile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <unistd.h>

namespace pb::store {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(ShardFile)
};

QString now() { return QDateTime::currentDateTimeUtc().toString(Qt::ISODate); }

} // namespace

QString shardFilePath(const QString& dbPath, const tournament::Shard& shard)
{
    return QStringLiteral("%1.shard-%2-of-%3.jsonl").arg(dbPath).arg(shard.index).arg(shard.count);
}

QStringList shardFiles(const QString& dbPath)
{
    const QFileInfo db(dbPath);
    QDir dir = db.absoluteDir();
    QStringList out;
    for (const QString& name : dir.entryList({db.fileName() + QStringLiteral(".shard-*-of-*.jsonl")}, QDir::Files, QDir::Name))
        out << dir.filePath(name);
    return out;
}

ShardRead readShardFile(const QString& path)
{
    ShardRead out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        out.error = Text::tr("%1: %2").arg(path, file.errorString());
        return out;
    }
    while (!file.atEnd()) {
        const QByteArray line = file.readLine();
        if (line.trimmed().isEmpty())
            continue;
        QJsonParseError parse;
        const QJsonObject o = QJsonDocument::fromJson(line, &parse).object();
        if (parse.error != QJsonParseError::NoError || !line.endsWith('\n') || !o.value(QStringLiteral("job")).isDouble()) {
            ++out.brokenLines;
            continue;
        }
        ShardEntry e;
        e.job = o.value(QStringLiteral("job")).toInt();
        e.event = o.value(QStringLiteral("event")).toString();
        e.outcome.result = o.value(QStringLiteral("result")).toObject();
        e.outcome.record = o.value(QStringLiteral("record")).toString();
        e.outcome.halted = e.event == QLatin1String("halted");
        e.seconds = o.value(QStringLiteral("seconds")).toDouble();
        e.at = o.value(e.event.isEmpty() ? QStringLiteral("finished") : QStringLiteral("at")).toString();
        out.entries.push_back(std::move(e));
    }
    return out;
}

ShardWriter::ShardWriter(const QString& path) : m_file(path)
{
    if (!m_file.open(QIODevice::ReadWrite)) {
        m_error = Text::tr("%1: %2").arg(path, m_file.errorString());
        return;
    }
    if (m_file.size() > 0) {
        m_file.seek(m_file.size() - 1);
        const bool ended = m_file.read(1) == "\n";
        m_file.seek(m_file.size());
        if (!ended)
            write("\n");
    }
}

bool ShardWriter::write(const QByteArray& line)
{
    // One write, flushed to the disk: a line is whole in the file or it is the last, broken one.
    if (!ok())
        return false;
    if (m_file.write(line) != line.size() || !m_file.flush() || ::fsync(m_file.handle()) != 0) {
        m_error = Text::tr("%1: %2").arg(m_file.fileName(), m_file.errorString());
        return false;
    }
    return true;
}

bool ShardWriter::finished(const tournament::Job& job, const tournament::Outcome& outcome, double seconds)
{
    const QJsonObject o{{QStringLiteral("job"), job.id}, {QStringLiteral("result"), outcome.result},
                        {QStringLiteral("record"), outcome.record}, {QStringLiteral("seconds"), seconds},
                        {QStringLiteral("finished"), now()}};
    return write(QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n');
}

bool ShardWriter::halted(const tournament::Job& job, const tournament::Outcome& outcome)
{
    const QJsonObject o{{QStringLiteral("job"), job.id}, {QStringLiteral("event"), QStringLiteral("halted")},
                        {QStringLiteral("result"), outcome.result}, {QStringLiteral("record"), outcome.record},
                        {QStringLiteral("at"), now()}};
    return write(QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n');
}

} // namespace pb::store
