#include "labs/roce/views/incident_texts.h"

#include <initializer_list>
#include <utility>

namespace ailab::labs::roce {

namespace {

// The text for an id; the id itself when the model names something new.
QString pick(const std::string& id, std::initializer_list<std::pair<const char*, QString>> texts)
{
    for (const auto& entry : texts)
        if (id == entry.first)
            return entry.second;
    return QString::fromStdString(id);
}

} // namespace

QString RoceIncidentTexts::title() const
{
    return tr("Training slowdown");
}

QString RoceIncidentTexts::summary() const
{
    return tr("Multiple GPU workers converge on one oversubscribed egress port. Queue occupancy "
              "increases, ECN marks appear, and the training job experiences communication "
              "delays. Find the cause and stabilise the training network.");
}

QString RoceIncidentTexts::evidenceTitle(const std::string& id) const
{
    return pick(id, {{"switch_queue", tr("Leaf B: the aggregator's egress queue")},
                     {"switch_counters", tr("Leaf B: ECN marks, drops and pauses")},
                     {"nic_counters", tr("NIC counters: marks received, CNPs sent")},
                     {"sender_rates", tr("Sending rate of each worker")},
                     {"job_timing", tr("Job timing: the gradient exchange")},
                     {"neighbour_job", tr("The neighbouring job on the same trunk")},
                     {"fabric_config", tr("Configuration of the switches and NICs")}});
}

QString RoceIncidentTexts::evidenceText(const std::string& id) const
{
    return pick(
        id,
        {{"switch_queue",
          tr("Switch telemetry of the port that leads to the aggregating rank's NIC: the queue "
             "grows and stays high. The occupancy is the queue's 99th percentile as a share of "
             "the limit the shared buffer allows one hot queue.")},
         {"switch_counters",
          tr("The switch marks ECN as configured while the queue is above Kmin, and drops "
             "packets when the queue reaches its limit. A high ECN marking rate is not by itself "
             "a fault: ECN may be signalling congestion before packet loss, as it should.")},
         {"nic_counters",
          tr("What the NICs saw and did. A receiver that runs DCQCN answers CE-marked packets "
             "with congestion notification packets (CNPs) to their senders. Retransmitted data, "
             "NAKs and timeouts come from go-back-N after a drop.")},
         {"sender_rates",
          tr("Each worker's NIC sends its gradient shard; a reaction point lowers the rate when "
             "CNPs arrive. Compare the workers' rates with the link rate.")},
         {"job_timing",
          tr("Endpoint telemetry: the collective's completion time against its ideal (the most "
             "loaded aggregator port's bytes at its payload rate). The slowdown is the exchange "
             "time over the ideal of the 4:1 layout.")},
         {"neighbour_job",
          tr("A steady flow of another job shares the trunk from leaf A to leaf B but no egress "
             "port with the exchange. Only a PFC pause of the trunk can slow it: head-of-line "
             "blocking of innocent traffic.")},
         {"fabric_config",
          tr("The settings in force: the offered-to-egress ratio, the ECN marking thresholds, PFC "
             "on priority 3, congestion control (DCQCN) on the NICs and the switch buffer.")}});
}

QString RoceIncidentTexts::figureTitle(const std::string& id) const
{
    return pick(id, {{"queue_occupancy", tr("Queue occupancy (p99)")},
                     {"queue_p99", tr("Queue, 99th percentile")},
                     {"queue_max", tr("Queue, maximum")},
                     {"queue_limit", tr("Queue limit (one hot queue)")},
                     {"buffer", tr("Shared buffer")},
                     {"ecn_marks", tr("ECN marks")},
                     {"drops", tr("Drops")},
                     {"pause_frames", tr("PFC pause frames")},
                     {"paused_time", tr("Time paused by PFC")},
                     {"egress_utilisation", tr("Egress port utilisation")},
                     {"ce_marked_received", tr("CE-marked packets received")},
                     {"cnps", tr("CNPs sent")},
                     {"retransmitted", tr("Retransmitted data")},
                     {"naks", tr("NAKs (out of sequence)")},
                     {"timeouts", tr("Retransmission timeouts")},
                     {"sender_rate", tr("Mean sending rate per worker")},
                     {"link_rate", tr("Link payload rate")},
                     {"collective_time", tr("Gradient exchange time")},
                     {"collective_ideal", tr("Ideal exchange time")},
                     {"slowdown", tr("Slowdown against the ideal")},
                     {"first_shard_done", tr("First shard delivered")},
                     {"last_shard_done", tr("Last shard delivered")},
                     {"neighbour_goodput", tr("Neighbouring job's goodput")},
                     {"neighbour_demand", tr("Neighbouring job's demand")},
                     {"offered_to_egress", tr("Offered-to-egress ratio")},
                     {"switch_ecn", tr("ECN marking on the switches")},
                     {"kmin", tr("ECN threshold Kmin")},
                     {"kmax", tr("ECN threshold Kmax")},
                     {"switch_pfc_priority3", tr("PFC on priority 3")},
                     {"nic_dcqcn", tr("Congestion control (DCQCN) on the NICs")}});
}

QString RoceIncidentTexts::figureExplanation(const std::string& id) const
{
    return pick(
        id,
        {{"queue_occupancy", tr("The egress queue's 99th percentile as a share of the limit one "
                                "hot queue may take of the shared buffer.")},
         {"collective_time", tr("From the first shard sent to the last shard delivered at the "
                                "aggregating rank.")},
         {"collective_ideal", tr("The most loaded aggregator port's bytes at its payload rate.")},
         {"slowdown", tr("The exchange time over the ideal of the original 4:1 layout.")},
         {"drops", tr("Packets dropped by the switches because the queue reached its limit.")},
         {"cnps", tr("Congestion notification packets sent by receivers to slow senders down.")},
         {"neighbour_goodput", tr("What the other job's flow on the shared trunk delivered: PFC "
                                  "pauses of the trunk slow it.")},
         {"offered_to_egress", tr("The workers' offered load over the egress port's rate.")}});
}

QString RoceIncidentTexts::seriesTitle(const std::string& id) const
{
    // worker1_rate, worker2_rate, ...: one series per worker.
    if (id.rfind("worker", 0) == 0 && id.size() > 11 && id.substr(id.size() - 5) == "_rate")
        return tr("Worker %1").arg(QString::fromStdString(id.substr(6, id.size() - 11)));
    return pick(id, {{"queue", tr("Egress queue")},
                     {"ecn_marks", tr("ECN marks so far")},
                     {"drops", tr("Drops so far")},
                     {"cnps", tr("CNPs so far")},
                     {"job_goodput", tr("Exchange goodput")},
                     {"neighbour_goodput", tr("Neighbouring job's goodput")}});
}

QString RoceIncidentTexts::thresholdLabel(const std::string& id) const
{
    return pick(id, {{"kmin", tr("Kmin")},
                     {"kmax", tr("Kmax")},
                     {"queue_limit", tr("Queue limit")},
                     {"buffer", tr("Buffer")}});
}

QString RoceIncidentTexts::hypothesisText(const std::string& id) const
{
    return pick(id, {{"nic_congestion_control_off",
                      tr("Congestion control is off on the job's NICs: no sender slows down")},
                     {"insufficient_fabric_capacity",
                      tr("The fabric lacks capacity: it needs more spine bandwidth")},
                     {"ecmp_imbalance", tr("ECMP hashes the job's flows unevenly over the spines")},
                     {"ecn_thresholds_too_high",
                      tr("The ECN thresholds are too high, so the marks come too late")},
                     {"pfc_pause_storm", tr("A PFC pause storm spreads through the fabric")},
                     {"faulty_gpu", tr("A faulty GPU delays the exchange")},
                     {"faulty_cable", tr("The aggregating rank's cable is faulty")}});
}

QString RoceIncidentTexts::actionText(const std::string& id) const
{
    return pick(id, {{"enable_dcqcn", tr("Enable DCQCN congestion control on the job's NICs")},
                     {"spread_ranks", tr("Split the reduction over two aggregating ranks")},
                     {"enable_pfc", tr("Enable PFC on priority 3")},
                     {"rate_limit_workers", tr("Cap each worker's rate at half the link")},
                     {"lower_ecn_thresholds", tr("Halve the ECN thresholds Kmin and Kmax")},
                     {"larger_buffer", tr("Move the aggregator to a deep-buffer switch")},
                     {"disable_ecn", tr("Turn off ECN marking on the switches")},
                     {"restart_job", tr("Restart the training job")},
                     {"replace_gpus", tr("Replace the GPUs of the slowest worker")},
                     {"reseat_cable", tr("Reseat the aggregating rank's cable")}});
}

QString RoceIncidentTexts::actionExplanation(const std::string& id) const
{
    return pick(
        id,
        {{"enable_dcqcn",
          tr("Turns the switch's ECN marks into CNPs and the CNPs into lower sending rates: the "
             "feedback loop the fabric was designed with. The queue settles near the marking "
             "band and the drops stop.")},
         {"spread_ranks",
          tr("Half the workers send to a second rank on leaf B, so each aggregator port receives "
             "2:1 instead of 4:1. It eases the hot spot without restoring the feedback loop.")},
         {"enable_pfc",
          tr("Makes the priority lossless: the switch pauses the trunk instead of dropping. The "
             "drops stop, but the pauses also stop the neighbouring job's traffic on that trunk "
             "(head-of-line blocking).")},
         {"rate_limit_workers",
          tr("A static cap lowers the offered load to 2:1 all the time, also when the port is "
             "free: it trades bandwidth for a shorter queue.")},
         {"lower_ecn_thresholds",
          tr("Marks come earlier, but no NIC reacts to them while congestion control is off.")},
         {"larger_buffer",
          tr("A larger buffer holds more of the burst and delays the drops, but the senders still "
             "send at line rate into a 4:1 port.")},
         {"disable_ecn",
          tr("Removes the congestion signal itself: a congestion control turned on later would "
             "have nothing to react to.")},
         {"restart_job",
          tr("The shards start again at other offsets; the same four senders converge on the "
             "same port.")},
         {"replace_gpus",
          tr("The GPUs finish their compute on time: they are not on the exchange's path.")},
         {"reseat_cable",
          tr("The link comes back at the same rate with no errors: the cable was not at fault.")}});
}

QString RoceIncidentTexts::hintText(const std::string& id) const
{
    return pick(id, {{"hint_feedback_loop",
                      tr("ECN only signals congestion. Something must turn the marks into slower "
                         "senders: follow the loop from the switch back to the NICs.")},
                     {"hint_cnp_counter", tr("Compare the CE-marked packets the aggregator "
                                             "received with the CNPs it sent.")},
                     {"hint_nic_settings", tr("Look at the congestion control setting of the NICs "
                                              "in the configuration evidence.")}});
}

QString RoceIncidentTexts::rootCauseExplanation() const
{
    return tr("Congestion control was off on the job's NICs, as after a reset of the NIC "
              "settings, and PFC was off on priority 3. Four workers converged on one egress port "
              "at line rate (4:1). The switch marked ECN as configured, but no NIC sent a CNP and "
              "no sender slowed down: the queue filled to its limit, packets were dropped, "
              "go-back-N resent them, and the exchange took several times its ideal. Enabling "
              "DCQCN restores the feedback loop: ECN marks become CNPs, the senders lower their "
              "rates and the queue stays near the marking band. The many ECN marks were not the "
              "fault; they were the signal nobody answered.");
}

std::pair<QString, QString> RoceIncidentTexts::figureParts(const core::ops::Figure& figure) const
{
    if (figure.id == "slowdown")
        return {tr("%1×").arg(IncidentFormat::number(figure.value)), QString()};
    if (figure.id == "offered_to_egress")
        return {tr("%1:1").arg(IncidentFormat::number(figure.value)), QString()};
    return IncidentTexts::figureParts(figure);
}

} // namespace ailab::labs::roce
