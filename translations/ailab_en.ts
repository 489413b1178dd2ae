<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
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
        <source>%n GPU(s) in total</source>
        <translation>
            <numerusform>%n GPU in total</numerusform>
            <numerusform>%n GPUs in total</numerusform>
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
        <source>%n replica(s) meet the SLOs at the target rate.</source>
        <translation>
            <numerusform>%n replica meets the SLOs at the target rate.</numerusform>
            <numerusform>%n replicas meet the SLOs at the target rate.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Even %n replica(s) do not meet the SLOs: the prefill or the decode of one replica is too slow.</source>
        <translation>
            <numerusform>Even %n replica does not meet the SLOs: the prefill or the decode of one replica is too slow.</numerusform>
            <numerusform>Even %n replicas do not meet the SLOs: the prefill or the decode of one replica is too slow.</numerusform>
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
    <message numerus="yes">
        <source>%n in the whole run, all replicas</source>
        <translation>
            <numerusform>%n in the whole run, all replicas</numerusform>
            <numerusform>%n in the whole run, all replicas</numerusform>
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
</TS>
