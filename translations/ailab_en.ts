<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ailab::app::ProgressPanel</name>
    <message numerus="yes">
        <source>%1: %2, %3 of %4 points (best %5), %6 of %n task(s) solved</source>
        <extracomment>One activity on the home page: lab, activity, points, best points, tasks</extracomment>
        <translation>
            <numerusform>%1: %2, %3 of %4 points (best %5), %6 of %n task solved</numerusform>
            <numerusform>%1: %2, %3 of %4 points (best %5), %6 of %n tasks solved</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::ActivityEditor</name>
    <message numerus="yes">
        <source>Valid: %n task(s), each checked by the lab&apos;s model.</source>
        <translation>
            <numerusform>Valid: %n task, checked by the lab&apos;s model.</numerusform>
            <numerusform>Valid: %n tasks, each checked by the lab&apos;s model.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::ActivityPane</name>
    <message numerus="yes">
        <source>Score: %1 of %2 points; %3 of %n task(s) solved.</source>
        <translation>
            <numerusform>Score: %1 of %2 points; %3 of %n task solved.</numerusform>
            <numerusform>Score: %1 of %2 points; %3 of %n tasks solved.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answered: %1 of %n task(s).</source>
        <translation>
            <numerusform>Answered: %1 of %n task.</numerusform>
            <numerusform>Answered: %1 of %n tasks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have %n minute(s) from when you begin; then the assessment ends by itself.</source>
        <translation>
            <numerusform>You have %n minute from when you begin; then the assessment ends by itself.</numerusform>
            <numerusform>You have %n minutes from when you begin; then the assessment ends by itself.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::ActivityTaskBox</name>
    <message numerus="yes">
        <source>Task %1 (%n point(s))</source>
        <extracomment>A task of an activity: its number and what it is worth</extracomment>
        <translation>
            <numerusform>Task %1 (%n point)</numerusform>
            <numerusform>Task %1 (%n points)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint (costs %n point(s))</source>
        <translation>
            <numerusform>Hint (costs %n point)</numerusform>
            <numerusform>Hint (costs %n points)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::ClassResultsDialog</name>
    <message numerus="yes">
        <source>%n result(s) in %1.</source>
        <translation>
            <numerusform>%n result in %1.</numerusform>
            <numerusform>%n results in %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::IncidentDebriefText</name>
    <message numerus="yes">
        <source>%1 (%n times)</source>
        <translation>
            <numerusform>%1 (once)</numerusform>
            <numerusform>%1 (%n times)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::capstone::ComparePage</name>
    <message numerus="yes">
        <source>%n sentence(s) that differ are left out here; the failures and review pages give them in your language.</source>
        <translation>
            <numerusform>%n sentence that differs is left out here; the failures and review pages give it in your language.</numerusform>
            <numerusform>%n sentences that differ are left out here; the failures and review pages give them in your language.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::capstone::DesignDrawing</name>
    <message numerus="yes">
        <source>%n more, drawn as one</source>
        <translation>
            <numerusform>%n more, drawn as one</numerusform>
            <numerusform>%n more, drawn as one</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n data server(s) of the parallel file system</source>
        <translation>
            <numerusform>%n data server of the parallel file system</numerusform>
            <numerusform>%n data servers of the parallel file system</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Management · %n switch(es)</source>
        <translation>
            <numerusform>Management · %n switch</numerusform>
            <numerusform>Management · %n switches</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::capstone::DesignPage</name>
    <message numerus="yes">
        <source>%1: %n rack(s)</source>
        <translation>
            <numerusform>%1: %n rack</numerusform>
            <numerusform>%1: %n racks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::capstone::DesignTexts</name>
    <message numerus="yes">
        <source>%n GPU(s) out of service</source>
        <translation>
            <numerusform>%n GPU out of service</numerusform>
            <numerusform>%n GPUs out of service</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n serving replica(s) lost</source>
        <translation>
            <numerusform>%n serving replica lost</numerusform>
            <numerusform>%n serving replicas lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every one of the %n component classes leaves the workload running or restarts it.</source>
        <translation>
            <numerusform>The %n component class leaves the workload running or restarts it.</numerusform>
            <numerusform>Every one of the %n component classes leaves the workload running or restarts it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The BMCs are on their own network (%n management switch(es)), apart from the data fabrics.</source>
        <translation>
            <numerusform>The BMCs are on their own network (%n management switch), apart from the data fabrics.</numerusform>
            <numerusform>The BMCs are on their own network (%n management switches), apart from the data fabrics.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Spare servers for the largest failure domain: %1 GPUs (now %n spare), or replicas spread over more racks.</source>
        <translation>
            <numerusform>Spare servers for the largest failure domain: %1 GPUs (now %n spare), or replicas spread over more racks.</numerusform>
            <numerusform>Spare servers for the largest failure domain: %1 GPUs (now %n spare), or replicas spread over more racks.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::capstone::FailurePage</name>
    <message numerus="yes">
        <source>%n lost</source>
        <translation>
            <numerusform>%n lost</numerusform>
            <numerusform>%n lost</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::fabric::FabricDrawing</name>
    <message numerus="yes">
        <source>%n GPU(s) on %1</source>
        <translation>
            <numerusform>%n GPU on %1</numerusform>
            <numerusform>%n GPUs on %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n server(s)</source>
        <translation>
            <numerusform>%n server</numerusform>
            <numerusform>%n servers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) under %1</source>
        <translation>
            <numerusform>%n GPU under %1</numerusform>
            <numerusform>%n GPUs under %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n parallel link(s)</source>
        <translation>
            <numerusform>%n parallel link</numerusform>
            <numerusform>%n parallel links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n link(s) failed</source>
        <translation>
            <numerusform>%n link failed</numerusform>
            <numerusform>%n links failed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::fabric::FabricInspector</name>
    <message numerus="yes">
        <source>%n flow(s) crossing it now</source>
        <translation>
            <numerusform>%n flow crossing it now</numerusform>
            <numerusform>%n flows crossing it now</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more (see the table)</source>
        <translation>
            <numerusform>and %n more (see the table)</numerusform>
            <numerusform>and %n more (see the table)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n server(s) under %1</source>
        <translation>
            <numerusform>%n server under %1</numerusform>
            <numerusform>%n servers under %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n server(s)</source>
        <translation>
            <numerusform>%n server</numerusform>
            <numerusform>%n servers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::fabric::FabricPage</name>
    <message numerus="yes">
        <source>%Ln GPU(s) in total</source>
        <translation>
            <numerusform>%Ln GPU in total</numerusform>
            <numerusform>%Ln GPUs in total</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n link(s) out of service</source>
        <translation>
            <numerusform>%n link out of service</numerusform>
            <numerusform>%n links out of service</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shared port(s) saturated</source>
        <translation>
            <numerusform>%n shared port saturated</numerusform>
            <numerusform>%n shared ports saturated</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::gpu_server::ClusterPanel</name>
    <message numerus="yes">
        <source>%n servers</source>
        <translation>
            <numerusform>%n server</numerusform>
            <numerusform>%n servers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::inference::BatchingPage</name>
    <message numerus="yes">
        <source>%n request(s)</source>
        <translation>
            <numerusform>%n request</numerusform>
            <numerusform>%n requests</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::inference::CapacityPage</name>
    <message numerus="yes">
        <source>Cancelled after %n point(s).</source>
        <translation>
            <numerusform>Cancelled after %n point.</numerusform>
            <numerusform>Cancelled after %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Running %n rate(s)…</source>
        <translation>
            <numerusform>Running %n rate…</numerusform>
            <numerusform>Running %n rates…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Even %n replica(s) do not meet the SLOs: the prefill or the decode of one replica is too slow.</source>
        <translation>
            <numerusform>Even %n replica does not meet the SLOs: the prefill or the decode of one replica is too slow.</numerusform>
            <numerusform>Even %n replicas do not meet the SLOs: the prefill or the decode of one replica is too slow.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s) sustain the target rate and meet the SLOs: %1 completed a second in steady state, P95 TTFT %2, P95 TPOT %3.</source>
        <translation>
            <numerusform>%n replica sustains the target rate and meets the SLOs: %1 completed a second in steady state, P95 TTFT %2, P95 TPOT %3.</numerusform>
            <numerusform>%n replicas sustain the target rate and meet the SLOs: %1 completed a second in steady state, P95 TTFT %2, P95 TPOT %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With %n replica(s), %1 of the requests meet the SLOs.</source>
        <translation>
            <numerusform>With %n replica, %1 of the requests meet the SLOs.</numerusform>
            <numerusform>With %n replicas, %1 of the requests meet the SLOs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With %n replica(s): %1.</source>
        <translation>
            <numerusform>With %n replica: %1.</numerusform>
            <numerusform>With %n replicas: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::inference::InferenceLab</name>
    <message numerus="yes">
        <source>The incident runs its own service: %1 on %n replica(s) (%2), first token within %3, %4 per output token. The other tabs play the scenario loaded.</source>
        <translation>
            <numerusform>The incident runs its own service: %1 on %n replica (%2), first token within %3, %4 per output token. The other tabs play the scenario loaded.</numerusform>
            <numerusform>The incident runs its own service: %1 on %n replicas (%2), first token within %3, %4 per output token. The other tabs play the scenario loaded.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::inference::IterationGrid</name>
    <message numerus="yes">
        <source>prefill %n token(s)</source>
        <translation>
            <numerusform>prefill %n token</numerusform>
            <numerusform>prefill %n tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::inference::JourneyDiagram</name>
    <message numerus="yes">
        <source>%n request(s) sent so far</source>
        <translation>
            <numerusform>%n request sent so far</numerusform>
            <numerusform>%n requests sent so far</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Picks a replica; %n request(s) wait for a ready replica</source>
        <translation>
            <numerusform>Picks a replica; %n request waits for a ready replica</numerusform>
            <numerusform>Picks a replica; %n requests wait for a ready replica</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) waiting for the batch</source>
        <translation>
            <numerusform>%n request waiting for the batch</numerusform>
            <numerusform>%n requests waiting for the batch</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n prompt(s) being computed</source>
        <translation>
            <numerusform>%n prompt being computed</numerusform>
            <numerusform>%n prompts being computed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) generating tokens; %1 of %2 replicas ready</source>
        <translation>
            <numerusform>%n request generating tokens; %1 of %2 replicas ready</numerusform>
            <numerusform>%n requests generating tokens; %1 of %2 replicas ready</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) answered</source>
        <translation>
            <numerusform>%n request answered</numerusform>
            <numerusform>%n requests answered</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) of %1 in the system</source>
        <translation>
            <numerusform>%n request of %1 in the system</numerusform>
            <numerusform>%n requests of %1 in the system</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::inference::JourneyPage</name>
    <message numerus="yes">
        <source>preempted %n time(s)</source>
        <translation>
            <numerusform>preempted once</numerusform>
            <numerusform>preempted %n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answered</source>
        <translation>
            <numerusform>%n answered</numerusform>
            <numerusform>%n answered</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::inference::KvCachePage</name>
    <message numerus="yes">
        <source>%n waiting</source>
        <translation>
            <numerusform>%n waiting</numerusform>
            <numerusform>%n waiting</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::inference::ResponseTimePage</name>
    <message numerus="yes">
        <source>%n more token(s)</source>
        <translation>
            <numerusform>%n more token</numerusform>
            <numerusform>%n more tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::inference::ScalingPage</name>
    <message numerus="yes">
        <source>of %n in the cluster</source>
        <translation>
            <numerusform>of %n in the cluster</numerusform>
            <numerusform>of %n in the cluster</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n at the router</source>
        <translation>
            <numerusform>%n at the router</numerusform>
            <numerusform>%n at the router</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) per replica</source>
        <translation>
            <numerusform>%n GPU per replica</numerusform>
            <numerusform>%n GPUs per replica</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answered</source>
        <translation>
            <numerusform>%n answered</numerusform>
            <numerusform>%n answered</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::operations::ComponentTexts</name>
    <message numerus="yes">
        <source>%n accelerator(s)</source>
        <translation>
            <numerusform>%n accelerator</numerusform>
            <numerusform>%n accelerators</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>leaf-spine, %n spine(s)</source>
        <translation>
            <numerusform>leaf-spine, %n spine</numerusform>
            <numerusform>leaf-spine, %n spines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ailab_link_utilisation, the highest of %n link(s)</source>
        <translation>
            <numerusform>ailab_link_utilisation, the highest of %n link</numerusform>
            <numerusform>ailab_link_utilisation, the highest of %n links</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::operations::DashboardPage</name>
    <message numerus="yes">
        <source>mean of %n GPU(s)</source>
        <translation>
            <numerusform>mean of %n GPU</numerusform>
            <numerusform>mean of %n GPUs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::operations::IncidentsPage</name>
    <message numerus="yes">
        <source>In progress: %n step(s) taken</source>
        <translation>
            <numerusform>In progress: %n step taken</numerusform>
            <numerusform>In progress: %n steps taken</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::operations::InjectionPage</name>
    <message numerus="yes">
        <source>%n fault(s) acting</source>
        <translation>
            <numerusform>%n fault acting</numerusform>
            <numerusform>%n faults acting</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n server(s) out</source>
        <translation>
            <numerusform>%n server out</numerusform>
            <numerusform>%n servers out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) stopped</source>
        <translation>
            <numerusform>%n job stopped</numerusform>
            <numerusform>%n jobs stopped</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) slowed</source>
        <translation>
            <numerusform>%n job slowed</numerusform>
            <numerusform>%n jobs slowed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n job</numerusform>
            <numerusform>%n jobs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n line(s) of the event log.</source>
        <translation>
            <numerusform>%1: %n line of the event log.</numerusform>
            <numerusform>%1: %n lines of the event log.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::operations::PowerPage</name>
    <message numerus="yes">
        <source>%n server(s) × %1 = %2 ≈ %3 BTU/h = %4 tons of refrigeration. This is the servers&apos; power only: rack switches, conversion losses and the cooling itself come on top.</source>
        <extracomment>The course&apos;s calculation: %n servers, %1 power per server, %2 rack power, %3 BTU/h, %4 tons</extracomment>
        <translation>
            <numerusform>%n server × %1 = %2 ≈ %3 BTU/h = %4 tons of refrigeration. This is the server&apos;s power only: rack switches, conversion losses and the cooling itself come on top.</numerusform>
            <numerusform>%n servers × %1 = %2 ≈ %3 BTU/h = %4 tons of refrigeration. This is the servers&apos; power only: rack switches, conversion losses and the cooling itself come on top.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::operations::ResiliencePage</name>
    <message numerus="yes">
        <source>Press Run: each interval is run %n time(s) with different failures.</source>
        <translation>
            <numerusform>Press Run: each interval is run %n time with different failures.</numerusform>
            <numerusform>Press Run: each interval is run %n times with different failures.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Running %n interval(s)…</source>
        <translation>
            <numerusform>Running %n interval…</numerusform>
            <numerusform>Running %n intervals…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n run(s).</source>
        <translation>
            <numerusform>Cancelled after %n run.</numerusform>
            <numerusform>Cancelled after %n runs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %n run(s).</source>
        <translation>
            <numerusform>Done: %n run.</numerusform>
            <numerusform>Done: %n runs.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::roce::AnatomyPanel</name>
    <message numerus="yes">
        <source>%n bytes</source>
        <translation>
            <numerusform>%n byte</numerusform>
            <numerusform>%n bytes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::roce::AnatomyTexts</name>
    <message numerus="yes">
        <source>%n bytes: bytes %1 to %2 of packet %3 (%4 bytes)</source>
        <translation>
            <numerusform>%n byte: byte %1 of packet %3 (%4 bytes)</numerusform>
            <numerusform>%n bytes: bytes %1 to %2 of packet %3 (%4 bytes)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::roce::CongestionControls</name>
    <message numerus="yes">
        <source>%n ms</source>
        <translation>
            <numerusform>%n ms</numerusform>
            <numerusform>%n ms</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::roce::CongestionFeedbackView</name>
    <message numerus="yes">
        <source>First CE mark at %1 µs; %n marks so far.</source>
        <translation>
            <numerusform>First CE mark at %1 µs; %n mark so far.</numerusform>
            <numerusform>First CE mark at %1 µs; %n marks so far.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>First CNP at %1 µs; %n CNPs so far.</source>
        <translation>
            <numerusform>First CNP at %1 µs; %n CNP so far.</numerusform>
            <numerusform>First CNP at %1 µs; %n CNPs so far.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::roce::CongestionTiles</name>
    <message numerus="yes">
        <source>%n timeouts</source>
        <translation>
            <numerusform>%n timeout</numerusform>
            <numerusform>%n timeouts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::roce::WalkthroughPanel</name>
    <message numerus="yes">
        <source>This step sends %n packet(s); they appear in the packet list.</source>
        <translation>
            <numerusform>This step sends %n packet; they appear in the packet list.</numerusform>
            <numerusform>This step sends %n packets; they appear in the packet list.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::scheduler::BackfillPage</name>
    <message numerus="yes">
        <source>Followed job: %1 (%n GPU(s)), submitted at %2.</source>
        <translation>
            <numerusform>Followed job: %1 (%n GPU), submitted at %2.</numerusform>
            <numerusform>Followed job: %1 (%n GPUs), submitted at %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::scheduler::ClusterPage</name>
    <message numerus="yes">
        <source>of %n GPU(s)</source>
        <translation>
            <numerusform>of %n GPU</numerusform>
            <numerusform>of %n GPUs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::scheduler::FragmentationPage</name>
    <message numerus="yes">
        <source>%1: %2 allocated at the end, %3 of %4 arriving jobs dropped (mean of %n job order(s))</source>
        <translation>
            <numerusform>%1: %2 allocated at the end, %3 of %4 arriving jobs dropped (mean of %n job order)</numerusform>
            <numerusform>%1: %2 allocated at the end, %3 of %4 arriving jobs dropped (mean of %n job orders)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::scheduler::PlacementPage</name>
    <message numerus="yes">
        <source>%1 on %n leaf/leaves, %2 ms</source>
        <translation>
            <numerusform>%1 on %n leaf, %2 ms</numerusform>
            <numerusform>%1 on %n leaves, %2 ms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) inside one server under every policy, all-reducing over NVLink alike, left out of the chart</source>
        <translation>
            <numerusform>%n job inside one server under every policy, all-reducing over NVLink alike, left out of the chart</numerusform>
            <numerusform>%n jobs inside one server under every policy, all-reducing over NVLink alike, left out of the chart</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::scheduler::PoliciesPage</name>
    <message numerus="yes">
        <source>Running both policies on %n draw(s) of the jobs…</source>
        <translation>
            <numerusform>Running both policies on %n draw of the jobs…</numerusform>
            <numerusform>Running both policies on %n draws of the jobs…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::scheduler::PreemptionPage</name>
    <message numerus="yes">
        <source>%n preemption(s). Followed job: %1. Work lost: %2 GPU-h with checkpoints (restore %3 GPU-h), %4 GPU-h without.</source>
        <translation>
            <numerusform>%n preemption. Followed job: %1. Work lost: %2 GPU-h with checkpoints (restore %3 GPU-h), %4 GPU-h without.</numerusform>
            <numerusform>%n preemptions. Followed job: %1. Work lost: %2 GPU-h with checkpoints (restore %3 GPU-h), %4 GPU-h without.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::scheduler::TracePage</name>
    <message numerus="yes">
        <source>%1 nodes, %2 GPUs, %n job(s); %3, backfill %4. Play on the time bar; the rate multiplies the time bar&apos;s speed.</source>
        <translation>
            <numerusform>%1 nodes, %2 GPUs, %n job; %3, backfill %4. Play on the time bar; the rate multiplies the time bar&apos;s speed.</numerusform>
            <numerusform>%1 nodes, %2 GPUs, %n jobs; %3, backfill %4. Play on the time bar; the rate multiplies the time bar&apos;s speed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>of %n job(s)</source>
        <translation>
            <numerusform>of %n job</numerusform>
            <numerusform>of %n jobs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::storage::CheckpointPage</name>
    <message numerus="yes">
        <source>%1 (%2, %n rank(s))</source>
        <translation>
            <numerusform>%1 (%2, %n rank)</numerusform>
            <numerusform>%1 (%2, %n ranks)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rank(s) at %1 together</source>
        <translation>
            <numerusform>%n rank at %1 together</numerusform>
            <numerusform>%n ranks at %1 together</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::storage::JourneyDrawing</name>
    <message numerus="yes">
        <source>%n batch(es)</source>
        <translation>
            <numerusform>%n batch</numerusform>
            <numerusform>%n batches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Read %1 on average over the last %2; %n read(s) of the first job in flight now</source>
        <translation>
            <numerusform>Read %1 on average over the last %2; %n read of the first job in flight now</numerusform>
            <numerusform>Read %1 on average over the last %2; %n reads of the first job in flight now</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n batch(es) ready per GPU on average over the last %2 (the first GPU has %3 now)</source>
        <translation>
            <numerusform>%1 of %n batch ready per GPU on average over the last %2 (the first GPU has %3 now)</numerusform>
            <numerusform>%1 of %n batches ready per GPU on average over the last %2 (the first GPU has %3 now)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::storage::JourneyPage</name>
    <message numerus="yes">
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n job</numerusform>
            <numerusform>%n jobs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>of %n batch(es) ahead</source>
        <translation>
            <numerusform>of %n batch ahead</numerusform>
            <numerusform>of %n batches ahead</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>of %n batch(es) ahead per GPU, mean of the last %1</source>
        <translation>
            <numerusform>of %n batch ahead per GPU, mean of the last %1</numerusform>
            <numerusform>of %n batches ahead per GPU, mean of the last %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::storage::MlperfPage</name>
    <message numerus="yes">
        <source>Running %n accelerator(s)…</source>
        <translation>
            <numerusform>Running %n accelerator…</numerusform>
            <numerusform>Running %n accelerators…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n accelerator(s): AU %1, %2</source>
        <translation>
            <numerusform>%n accelerator: AU %1, %2</numerusform>
            <numerusform>%n accelerators: AU %1, %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n accelerator(s)</source>
        <translation>
            <numerusform>%n accelerator</numerusform>
            <numerusform>%n accelerators</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n run(s).</source>
        <translation>
            <numerusform>Stopped after %n run.</numerusform>
            <numerusform>Stopped after %n runs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Search done in %n run(s).</source>
        <translation>
            <numerusform>Search done in %n run.</numerusform>
            <numerusform>Search done in %n runs.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::storage::StorageExplainers</name>
    <message numerus="yes">
        <source>%1 workers, %n batch(es) per GPU</source>
        <translation>
            <numerusform>%1 workers, %n batch per GPU</numerusform>
            <numerusform>%1 workers, %n batches per GPU</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::storage::TiersPage</name>
    <message numerus="yes">
        <source>Stopped after %n run(s).</source>
        <translation>
            <numerusform>Stopped after %n run.</numerusform>
            <numerusform>Stopped after %n runs.</numerusform>
        </translation>
    </message>
</context>
</TS>
