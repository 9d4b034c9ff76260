// Tournament databases read back: stored settings (JSON) made into a format, and stored jobs and
// results (JSON) ranked and described. The input is {"settings": {...}, "finished": [{"params":
// {...}, "result": {...}}, ...]}; settings that plan huge tournaments are not planned.
#include "fuzz.h"

#include "tournament/format.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QJsonObject input =
        QJsonDocument::fromJson(QByteArray(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size))).object();
    QString error;
    const std::unique_ptr<pb::tournament::Format> format = pb::tournament::makeFormat(input.value(QStringLiteral("settings")).toObject(), &error);
    if (!format)
        return 0;
    (void)format->settings();
    std::vector<pb::tournament::Finished> finished;
    int id = 0;
    for (const QJsonValue& v : input.value(QStringLiteral("finished")).toArray()) {
        pb::tournament::Finished f;
        f.job.id = id++;
        f.job.params = v.toObject().value(QStringLiteral("params")).toObject();
        f.outcome.result = v.toObject().value(QStringLiteral("result")).toObject();
        (void)format->describe(f.job);
        (void)format->describeOutcome(f.job, f.outcome);
        finished.push_back(std::move(f));
    }
    (void)format->standings(finished);
    (void)format->nextJobs(finished);
    return 0;
}
