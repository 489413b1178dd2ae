<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ClusterTexts</name>
    <message>
        <source>%1 TB</source>
        <translation>%1 TB</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>%1 MW</source>
        <translation>%1 MW</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 servers × %2 GPUs</source>
        <translation>%1 Server × %2 GPUs</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>%1 GB per GPU; a sum, not one pool</source>
        <translation>%1 GB pro GPU; eine Summe, kein gemeinsamer Pool</translation>
    </message>
    <message>
        <source>Each GPU reaches only its own HBM at full speed; other GPUs&apos; memory is behind NVLink or the network.</source>
        <translation>Jede GPU erreicht nur ihren eigenen HBM mit voller Geschwindigkeit; der Speicher anderer GPUs liegt hinter NVLink oder dem Netzwerk.</translation>
    </message>
    <message>
        <source>%1 per server, %2 Tb/s in all</source>
        <translation>%1 pro Server, insgesamt %2 Tb/s</translation>
    </message>
    <message>
        <source>teaching assumption %1 W per GPU; catalog TDP %2 W: %3</source>
        <translation>didaktische Annahme %1 W pro GPU; TDP laut Katalog %2 W: %3</translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <extracomment>leaf switches + spine switches, e.g. &quot;2 + 2&quot;</extracomment>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <source>leaves + spines</source>
        <translation>Leafs + Spines</translation>
    </message>
    <message>
        <source>more leaves than a spine has ports: a third tier is needed</source>
        <translation>mehr Leafs, als ein Spine Ports hat: eine dritte Ebene ist nötig</translation>
    </message>
    <message>
        <source>one %1-port leaf holds every NIC</source>
        <translation>ein Leaf mit %1 Ports nimmt alle NICs auf</translation>
    </message>
    <message>
        <source>%1-port switches, non-blocking, %2 uplinks</source>
        <translation>Switches mit %1 Ports, blockierungsfrei, %2 Uplinks</translation>
    </message>
    <message>
        <source>per GPU per step, 2(p−1)/p × %1; about %2 hierarchical</source>
        <translation>pro GPU und Schritt, 2(p−1)/p × %1; hierarchisch etwa %2</translation>
    </message>
    <message>
        <source>Scaling from one server to a cluster</source>
        <translation>Skalierung vom Server zum Cluster</translation>
    </message>
    <message>
        <source>&lt;p&gt;Totals grow with the server count, but so does the work of keeping GPUs in step: in data-parallel training every GPU all-reduces its gradients each step. With a ring, each GPU sends almost twice the gradient size however large the cluster, while the bytes on the fabric as a whole grow with the number of GPUs. The NICs need leaf switches, and once one leaf is not enough, spines that join every leaf.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Summen wachsen mit der Zahl der Server, ebenso aber der Aufwand, die GPUs im Gleichschritt zu halten: Beim datenparallelen Training führt jede GPU in jedem Schritt ein All-Reduce ihrer Gradienten aus. Mit einem Ring sendet jede GPU fast die doppelte Gradientengröße, egal wie groß der Cluster ist, während die Bytes auf der gesamten Fabric mit der Zahl der GPUs wachsen. Die NICs brauchen Leaf-Switches und, sobald ein Leaf nicht mehr reicht, Spines, die alle Leafs verbinden.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>per GPU = 2(p&amp;minus;1)/p &amp;times; S&lt;br&gt;all GPUs = 2(p&amp;minus;1) &amp;times; S&lt;br&gt;leaves = &amp;lceil;servers / &amp;lfloor;(radix/2) / NICs&amp;rfloor;&amp;rceil;</source>
        <translation>pro GPU = 2(p&amp;minus;1)/p &amp;times; S&lt;br&gt;alle GPUs = 2(p&amp;minus;1) &amp;times; S&lt;br&gt;Leafs = &amp;lceil;Server / &amp;lfloor;(Radix/2) / NICs&amp;rfloor;&amp;rceil;</translation>
    </message>
    <message>
        <source>Ranks p</source>
        <translation>Ranks p</translation>
    </message>
    <message>
        <source>servers × GPUs per server</source>
        <translation>Server × GPUs pro Server</translation>
    </message>
    <message>
        <source>Gradients S</source>
        <translation>Gradienten S</translation>
    </message>
    <message>
        <source>a 7B model&apos;s BF16 gradients, 7e9 × 2 B</source>
        <translation>BF16-Gradienten eines 7B-Modells, 7e9 × 2 B</translation>
    </message>
    <message>
        <source>Power per GPU</source>
        <translation>Leistung pro GPU</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>GPU TDP</source>
        <translation>GPU-TDP</translation>
    </message>
    <message>
        <source>Switch radix</source>
        <translation>Switch-Radix</translation>
    </message>
    <message>
        <source>%1 ports of %2 Gb/s</source>
        <translation>%1 Ports mit %2 Gb/s</translation>
    </message>
    <message>
        <source>e.g. a 32 × 400 GbE switch</source>
        <translation>z. B. ein Switch mit 32 × 400 GbE</translation>
    </message>
    <message>
        <source>Latency per step</source>
        <translation>Latenz pro Schritt</translation>
    </message>
    <message>
        <source>NVLink %1 µs, network %2 µs</source>
        <translation>NVLink %1 µs, Netzwerk %2 µs</translation>
    </message>
    <message>
        <source>alpha-beta model</source>
        <translation>Alpha-Beta-Modell</translation>
    </message>
    <message>
        <source>Ring all-reduce: Thakur, Rabenseifner and Gropp, &quot;Optimization of Collective Communication Operations in MPICH&quot;, IJHPCA 2005.</source>
        <translation>Ring-All-Reduce: Thakur, Rabenseifner und Gropp, „Optimization of Collective Communication Operations in MPICH“, IJHPCA 2005.</translation>
    </message>
    <message>
        <source>Hierarchical all-reduce: NVLink ring inside each server, then the NICs between servers (alpha-beta model).</source>
        <translation>Hierarchisches All-Reduce: NVLink-Ring innerhalb jedes Servers, dann die NICs zwischen den Servern (Alpha-Beta-Modell).</translation>
    </message>
    <message>
        <source>the course&apos;s 32 kW for 32 GPUs</source>
        <translation>die 32 kW des Kurses für 32 GPUs</translation>
    </message>
    <message>
        <source>AI Infrastructure Explained, cluster builder: 8 servers × 4 GPUs, 80 GB each, 2 NICs: 32 GPUs, 2,560 GB, 16 NICs.</source>
        <translation>AI Infrastructure Explained, Cluster-Baukasten: 8 Server × 4 GPUs mit je 80 GB, 2 NICs: 32 GPUs, 2.560 GB, 16 NICs.</translation>
    </message>
</context>
<context>
    <name>ClusterTopology</name>
    <message>
        <source>%1 × %2 Gb/s</source>
        <extracomment>links x rate, e.g. &quot;16 × 400 Gb/s&quot;</extracomment>
        <translation>%1 × %2 Gb/s</translation>
    </message>
    <message>
        <source>Leaf %1</source>
        <translation>Leaf %1</translation>
    </message>
    <message>
        <source>Leaves %1–%2</source>
        <translation>Leafs %1–%2</translation>
    </message>
    <message>
        <source>%1 servers below, %2 switch ports each</source>
        <translation>%1 Server darunter, je %2 Switch-Ports</translation>
    </message>
    <message>
        <source>Servers %1–%2</source>
        <translation>Server %1–%2</translation>
    </message>
    <message>
        <source>%1 servers, %2 GPUs</source>
        <translation>%1 Server, %2 GPUs</translation>
    </message>
    <message>
        <source>Server %1</source>
        <translation>Server %1</translation>
    </message>
    <message>
        <source>%1 GPUs, %2 NICs</source>
        <translation>%1 GPUs, %2 NICs</translation>
    </message>
    <message>
        <source>Spine %1</source>
        <translation>Spine %1</translation>
    </message>
    <message>
        <source>Spines %1–%2</source>
        <translation>Spines %1–%2</translation>
    </message>
    <message>
        <source>one link to each leaf</source>
        <translation>eine Verbindung zu jedem Leaf</translation>
    </message>
</context>
<context>
    <name>MemoryTexts</name>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>GPU HBM</source>
        <translation>GPU HBM</translation>
    </message>
    <message>
        <source>Host DRAM</source>
        <translation>Host-DRAM</translation>
    </message>
    <message>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <source>%1 TB/s</source>
        <translation>%1 TB/s</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>TB</source>
        <translation>TB</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>MB</source>
        <translation>MB</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 number, %2 unit, e.g. &quot;112 GB&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Fits in HBM</source>
        <translation>Passt in den HBM</translation>
    </message>
    <message>
        <source>Spills to host DRAM</source>
        <translation>Läuft in den Host-DRAM über</translation>
    </message>
    <message>
        <source>Spills to NVMe</source>
        <translation>Läuft auf NVMe über</translation>
    </message>
    <message>
        <source>Does not fit in any tier</source>
        <translation>Passt in keine Stufe</translation>
    </message>
    <message>
        <source>every byte at HBM bandwidth</source>
        <translation>jedes Byte mit HBM-Bandbreite</translation>
    </message>
    <message>
        <source>the rest crosses PCIe each pass</source>
        <translation>der Rest geht bei jedem Durchlauf über PCIe</translation>
    </message>
    <message>
        <source>part of it streams from NVMe</source>
        <translation>ein Teil wird von NVMe gestreamt</translation>
    </message>
    <message>
        <source>%1 has nowhere to go</source>
        <translation>für %1 ist kein Platz</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>one pass over HBM takes %1</source>
        <translation>ein Durchlauf über den HBM dauert %1</translation>
    </message>
    <message>
        <source>a pass takes %1 times as long as from HBM alone</source>
        <translation>ein Durchlauf dauert %1-mal so lange wie allein aus dem HBM</translation>
    </message>
    <message>
        <source>%1 % of %2</source>
        <translation>%1 % von %2</translation>
    </message>
    <message>
        <source>nothing leaves the GPU</source>
        <translation>nichts verlässt die GPU</translation>
    </message>
    <message>
        <source>%1 beyond every tier</source>
        <translation>%1 über alle Stufen hinaus</translation>
    </message>
    <message>
        <source>to slower tiers, nearest first</source>
        <translation>in langsamere Stufen, die nächste zuerst</translation>
    </message>
    <message>
        <source>sbh(34 + 5as/h) per layer</source>
        <translation>sbh(34 + 5as/h) pro Schicht</translation>
    </message>
    <message>
        <source>34 sbh per layer</source>
        <translation>34 sbh pro Schicht</translation>
    </message>
    <message>
        <source>2 sbh per layer</source>
        <translation>2 sbh pro Schicht</translation>
    </message>
    <message>
        <source>The hidden size must be a multiple of the number of heads.</source>
        <translation>Die Hidden Size muss ein Vielfaches der Zahl der Heads sein.</translation>
    </message>
    <message>
        <source>These model inputs are not valid.</source>
        <translation>Diese Modelleingaben sind ungültig.</translation>
    </message>
    <message>
        <source>Working set</source>
        <translation>Working Set</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Frei</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a tier and its capacity, e.g. &quot;GPU HBM (80 GB)&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>% of capacity</source>
        <translation>% der Kapazität</translation>
    </message>
    <message>
        <source>Where the working set lands</source>
        <translation>Wo das Working Set landet</translation>
    </message>
    <message>
        <source>&lt;p&gt;The data a GPU needs in one pass fills its own HBM first, then host DRAM behind PCIe, then NVMe. Capacity decides where it lands; the link to each tier decides what a pass costs: whatever is outside HBM must cross that link each time it is used. Real frameworks shard, stream or overlap these transfers; this model shows the capacity pressure and the transfer time with no overlap.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Daten, die eine GPU in einem Durchlauf braucht, füllen zuerst ihren eigenen HBM, dann den Host-DRAM hinter PCIe, dann NVMe. Die Kapazität entscheidet, wo sie landen; die Verbindung zu jeder Stufe entscheidet, was ein Durchlauf kostet: Alles außerhalb des HBM muss bei jeder Verwendung über diese Verbindung. Echte Frameworks sharden, streamen oder überlappen diese Transfers; dieses Modell zeigt den Kapazitätsdruck und die Transferzeit ohne Überlappung.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>pressure = placed / capacity&lt;br&gt;spill time = &amp;Sigma; bytes in tier / link bandwidth&lt;br&gt;model = N (w + g + o) + L &amp;times; sbh(34 + 5as/h)</source>
        <translation>Druck = platziert / Kapazität&lt;br&gt;Überlaufzeit = &amp;Sigma; Bytes in Stufe / Link-Bandbreite&lt;br&gt;Modell = N (w + g + o) + L &amp;times; sbh(34 + 5as/h)</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 mit %2</translation>
    </message>
    <message>
        <source>Bytes per parameter (w + g + o)</source>
        <translation>Bytes pro Parameter (w + g + o)</translation>
    </message>
    <message>
        <source>%1 + %2 + %3 = %4 B</source>
        <translation>%1 + %2 + %3 = %4 B</translation>
    </message>
    <message>
        <source>ZeRO (Rajbhandari et al., SC 2020), section 3.1</source>
        <translation>ZeRO (Rajbhandari et al., SC 2020), Abschnitt 3.1</translation>
    </message>
    <message>
        <source>Activations (s, b, h, a, L)</source>
        <translation>Aktivierungen (s, b, h, a, L)</translation>
    </message>
    <message>
        <source>%1, %2, %3, %4, %5</source>
        <translation>%1, %2, %3, %4, %5</translation>
    </message>
    <message>
        <source>Korthikanti et al. 2022, equation 1 and section 4.2</source>
        <translation>Korthikanti et al. 2022, Gleichung 1 und Abschnitt 4.2</translation>
    </message>
    <message>
        <source>HBM bandwidth: NVIDIA H100 Tensor Core GPU datasheet (2023), 3.35 TB/s.</source>
        <translation>HBM-Bandbreite: Datenblatt NVIDIA H100 Tensor Core GPU (2023), 3,35 TB/s.</translation>
    </message>
    <message>
        <source>PCIe 5.0 x16: 32 GT/s per lane, 128b/130b, about 64 GB/s a direction (PCI-SIG).</source>
        <translation>PCIe 5.0 x16: 32 GT/s pro Lane, 128b/130b, etwa 64 GB/s je Richtung (PCI-SIG).</translation>
    </message>
    <message>
        <source>NVMe: 7 GB/s sequential read of one PCIe 4.0 x4 drive (Samsung 990 PRO datasheet).</source>
        <translation>NVMe: 7 GB/s sequenzielles Lesen eines Laufwerks mit PCIe 4.0 x4 (Datenblatt Samsung 990 PRO).</translation>
    </message>
    <message>
        <source>Rajbhandari et al., &quot;ZeRO: Memory Optimizations Toward Training Trillion Parameter Models&quot;, SC 2020.</source>
        <translation>Rajbhandari et al., „ZeRO: Memory Optimizations Toward Training Trillion Parameter Models“, SC 2020.</translation>
    </message>
    <message>
        <source>Korthikanti et al., &quot;Reducing Activation Recomputation in Large Transformer Models&quot;, arXiv:2205.05198, 2022.</source>
        <translation>Korthikanti et al., „Reducing Activation Recomputation in Large Transformer Models“, arXiv:2205.05198, 2022.</translation>
    </message>
    <message>
        <source>Tiers and their sizes: AI Infrastructure Explained, Lab 02 memory explorer (HBM 80 GB, DRAM 512 GB, NVMe 4 TB).</source>
        <translation>Stufen und ihre Größen: AI Infrastructure Explained, Speicher-Explorer in Lab 02 (HBM 80 GB, DRAM 512 GB, NVMe 4 TB).</translation>
    </message>
</context>
<context>
    <name>RooflineTexts</name>
    <message>
        <source>%1 TFLOP</source>
        <translation>%1 TFLOP</translation>
    </message>
    <message>
        <source>%1 GFLOP</source>
        <translation>%1 GFLOP</translation>
    </message>
    <message>
        <source>%1 MFLOP</source>
        <translation>%1 MFLOP</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>%1 kB</source>
        <translation>%1 kB</translation>
    </message>
    <message>
        <source>%1 FLOP/B</source>
        <translation>%1 FLOP/B</translation>
    </message>
    <message>
        <source>%1 TFLOP/s</source>
        <translation>%1 TFLOP/s</translation>
    </message>
    <message>
        <source>TFLOP/s</source>
        <translation>TFLOP/s</translation>
    </message>
    <message>
        <source>dense %1 Tensor Cores</source>
        <translation>%1-Tensor-Cores, dicht</translation>
    </message>
    <message>
        <source>TB/s</source>
        <translation>TB/s</translation>
    </message>
    <message>
        <source>from HBM to the compute units</source>
        <translation>vom HBM zu den Recheneinheiten</translation>
    </message>
    <message>
        <source>FLOP/B</source>
        <translation>FLOP/B</translation>
    </message>
    <message>
        <source>peak / bandwidth: below it, memory bound</source>
        <translation>Spitze / Bandbreite: darunter speichergebunden</translation>
    </message>
    <message>
        <source>GEMM 8192³</source>
        <translation>GEMM 8192³</translation>
    </message>
    <message>
        <source>GEMM, 32 tokens</source>
        <translation>GEMM, 32 Tokens</translation>
    </message>
    <message>
        <source>Attention decode</source>
        <translation>Attention-Decode</translation>
    </message>
    <message>
        <source>Element-wise add</source>
        <translation>Elementweise Addition</translation>
    </message>
    <message>
        <source>ridge %1</source>
        <translation>Knickpunkt %1</translation>
    </message>
    <message>
        <source>Ridge point: %1 / %2 = %3. Kernels to the left wait for memory; to the right they can use the full compute.</source>
        <translation>Knickpunkt: %1 / %2 = %3. Kernels links davon warten auf den Speicher; rechts davon können sie die volle Rechenleistung nutzen.</translation>
    </message>
    <message>
        <source>%1 TB/s</source>
        <translation>%1 TB/s</translation>
    </message>
    <message>
        <source>%1; 2MNK FLOP over MK + KN + MN elements</source>
        <translation>%1; 2MNK FLOP auf MK + KN + MN Elemente</translation>
    </message>
    <message>
        <source>%1; 4Ld FLOP over 2Ld + 2d elements</source>
        <translation>%1; 4Ld FLOP auf 2Ld + 2d Elemente</translation>
    </message>
    <message>
        <source>%1; n FLOP over 3n elements</source>
        <translation>%1; n FLOP auf 3n Elemente</translation>
    </message>
    <message>
        <source>compute (%1 % of peak)</source>
        <translation>Rechnen (%1 % der Spitze)</translation>
    </message>
    <message>
        <source>memory (%1 % of peak)</source>
        <translation>Speicher (%1 % der Spitze)</translation>
    </message>
    <message>
        <source>The roofline</source>
        <translation>Das Roofline-Modell</translation>
    </message>
    <message>
        <source>&lt;p&gt;A kernel moves bytes between HBM and the compute units and does arithmetic on them. Its arithmetic intensity I, FLOP per byte moved, decides which limit it meets first: below the ridge point the memory cannot deliver bytes fast enough, above it the Tensor Cores are the limit. Large matrix products sit far to the right; decoding one token reads the whole KV cache for about one FLOP per byte.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ein Kernel bewegt Bytes zwischen HBM und den Recheneinheiten und rechnet mit ihnen. Seine arithmetische Intensität I, FLOP pro bewegtem Byte, entscheidet, welche Grenze er zuerst erreicht: Unterhalb des Knickpunkts kann der Speicher die Bytes nicht schnell genug liefern, oberhalb begrenzen die Tensor Cores. Große Matrixprodukte liegen weit rechts; das Decodieren eines Tokens liest den ganzen KV-Cache für etwa ein FLOP pro Byte.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>attainable = min(peak, I &amp;times; bandwidth)&lt;br&gt;ridge = peak / bandwidth</source>
        <translation>erreichbar = min(Spitze, I &amp;times; Bandbreite)&lt;br&gt;Knickpunkt = Spitze / Bandbreite</translation>
    </message>
    <message>
        <source>Peak (%1, dense)</source>
        <translation>Spitze (%1, dicht)</translation>
    </message>
    <message>
        <source>HBM bandwidth</source>
        <translation>HBM-Bandbreite</translation>
    </message>
    <message>
        <source>Bytes per element</source>
        <translation>Bytes pro Element</translation>
    </message>
    <message>
        <source>%1 operands</source>
        <translation>%1-Operanden</translation>
    </message>
    <message>
        <source>Williams, Waterman and Patterson, &quot;Roofline: an insightful visual performance model for multicore architectures&quot;, CACM 52(4), 2009.</source>
        <translation>Williams, Waterman und Patterson, „Roofline: an insightful visual performance model for multicore architectures“, CACM 52(4), 2009.</translation>
    </message>
    <message>
        <source>Kernel traffic counts each operand read once and each result written once (compulsory traffic).</source>
        <translation>Der Kernel-Verkehr zählt jeden Operanden als einmal gelesen und jedes Ergebnis als einmal geschrieben (unvermeidbarer Verkehr).</translation>
    </message>
</context>
<context>
    <name>WalkthroughDrawing</name>
    <message>
        <source>PCIe, %1 per direction</source>
        <translation>PCIe, %1 pro Richtung</translation>
    </message>
    <message>
        <source>Ethernet, %1 per direction</source>
        <translation>Ethernet, %1 pro Richtung</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>QP info</source>
        <translation>QP-Info</translation>
    </message>
    <message>
        <source>doorbell</source>
        <translation>Doorbell</translation>
    </message>
    <message>
        <source>WQE</source>
        <translation>WQE</translation>
    </message>
    <message>
        <source>data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>ACK</source>
        <translation>ACK</translation>
    </message>
    <message>
        <source>CQE</source>
        <translation>CQE</translation>
    </message>
</context>
<context>
    <name>WalkthroughTexts</name>
    <message>
        <source>Memory registration</source>
        <translation>Speicherregistrierung</translation>
    </message>
    <message>
        <source>Queue pair setup</source>
        <translation>Einrichtung des Queue Pairs</translation>
    </message>
    <message>
        <source>Post the work request</source>
        <translation>Work Request einstellen</translation>
    </message>
    <message>
        <source>Ring the doorbell</source>
        <translation>Doorbell betätigen</translation>
    </message>
    <message>
        <source>RNIC fetches the work request</source>
        <translation>RNIC holt den Work Request</translation>
    </message>
    <message>
        <source>DMA read from GPU A</source>
        <translation>DMA-Lesen aus GPU A</translation>
    </message>
    <message>
        <source>Packetisation and sending</source>
        <translation>Paketierung und Senden</translation>
    </message>
    <message>
        <source>Leaf A forwards</source>
        <translation>Leaf A leitet weiter</translation>
    </message>
    <message>
        <source>Spine forwards</source>
        <translation>Spine leitet weiter</translation>
    </message>
    <message>
        <source>Leaf B forwards</source>
        <translation>Leaf B leitet weiter</translation>
    </message>
    <message>
        <source>Remote placement into GPU B</source>
        <translation>Entfernte Ablage in GPU B</translation>
    </message>
    <message>
        <source>ACK back to RNIC A</source>
        <translation>ACK zurück an RNIC A</translation>
    </message>
    <message>
        <source>Completion queue entry</source>
        <translation>Completion-Queue-Eintrag</translation>
    </message>
    <message>
        <source>Application polls the completion</source>
        <translation>Anwendung fragt die Completion ab</translation>
    </message>
    <message>
        <source>Copy GPU A to host memory</source>
        <translation>Kopie von GPU A in den Hostspeicher</translation>
    </message>
    <message>
        <source>send() system call</source>
        <translation>Systemaufruf send()</translation>
    </message>
    <message>
        <source>Copy into the socket buffer</source>
        <translation>Kopie in den Socket-Puffer</translation>
    </message>
    <message>
        <source>TCP/IP processing (sender)</source>
        <translation>TCP/IP-Verarbeitung (Sender)</translation>
    </message>
    <message>
        <source>NIC DMA and sending</source>
        <translation>NIC-DMA und Senden</translation>
    </message>
    <message>
        <source>Forwarding through the fabric</source>
        <translation>Weiterleitung durch die Fabric</translation>
    </message>
    <message>
        <source>Receive DMA and interrupt</source>
        <translation>Empfangs-DMA und Interrupt</translation>
    </message>
    <message>
        <source>TCP/IP processing (receiver)</source>
        <translation>TCP/IP-Verarbeitung (Empfänger)</translation>
    </message>
    <message>
        <source>Copy into the user buffer</source>
        <translation>Kopie in den Anwendungspuffer</translation>
    </message>
    <message>
        <source>recv() returns</source>
        <translation>recv() kehrt zurück</translation>
    </message>
    <message>
        <source>Copy host memory to GPU B</source>
        <translation>Kopie vom Hostspeicher in GPU B</translation>
    </message>
    <message>
        <source>Before any transfer, each application registers its buffer with ibv_reg_mr: the driver pins the pages and writes their addresses into the RNIC&apos;s translation table. GPU B&apos;s registration returns the R_Key that GPU A&apos;s requests must carry; without it the RNIC refuses remote access. This is done once per buffer, not per transfer, and its cost grows with the pages.</source>
        <translation>Vor jeder Übertragung registriert jede Anwendung ihren Puffer mit ibv_reg_mr: Der Treiber pinnt die Seiten und schreibt ihre Adressen in die Übersetzungstabelle des RNIC. Die Registrierung von GPU B liefert den R_Key, den die Requests von GPU A mitführen müssen; ohne ihn verweigert der RNIC den entfernten Zugriff. Das geschieht einmal pro Puffer, nicht pro Übertragung, und die Kosten wachsen mit der Zahl der Seiten.</translation>
    </message>
    <message>
        <source>The two applications create a reliable-connected (RC) queue pair each, exchange their QP numbers, first PSNs, GIDs and the buffer&apos;s address and R_Key over an ordinary connection, and move the QPs to ready-to-send. Like registration this is a one-time cost, paid before the first WRITE.</source>
        <translation>Die beiden Anwendungen erzeugen je ein Queue Pair vom Typ Reliable Connected (RC), tauschen über eine gewöhnliche Verbindung ihre QP-Nummern, ersten PSNs, GIDs sowie die Adresse und den R_Key des Puffers aus und versetzen die QPs in den Zustand Ready-to-Send. Wie die Registrierung sind dies einmalige Kosten, die vor dem ersten WRITE anfallen.</translation>
    </message>
    <message>
        <source>The application calls ibv_post_send: the library writes a work queue element (WQE) into the send queue in host memory. It names the local buffer, the remote address and the R_Key. No system call: the queue is mapped into the application, so the kernel is not involved.</source>
        <translation>Die Anwendung ruft ibv_post_send auf: Die Bibliothek schreibt ein Work Queue Element (WQE) in die Send Queue im Hostspeicher. Es benennt den lokalen Puffer, die entfernte Adresse und den R_Key. Kein Systemaufruf: Die Warteschlange ist in die Anwendung eingeblendet, der Kernel ist also nicht beteiligt.</translation>
    </message>
    <message>
        <source>The CPU writes the send queue&apos;s new tail into the RNIC&apos;s doorbell register, a memory-mapped write that crosses the PCIe switch. The CPU&apos;s part of the transfer ends here; everything that follows is done by hardware.</source>
        <translation>Die CPU schreibt das neue Ende der Send Queue in das Doorbell-Register des RNIC, ein speicherabgebildeter Schreibzugriff, der den PCIe-Switch durchquert. Hier endet der Anteil der CPU an der Übertragung; alles Weitere erledigt die Hardware.</translation>
    </message>
    <message>
        <source>The RNIC reads the 64-byte WQE from host memory by DMA: a PCIe read request to the CPU&apos;s memory and the completion back, a full round trip.</source>
        <translation>Der RNIC liest das 64 Byte große WQE per DMA aus dem Hostspeicher: eine PCIe-Leseanforderung an den Speicher der CPU und die Completion zurück, ein vollständiger Hin- und Rückweg.</translation>
    </message>
    <message>
        <source>The RNIC reads the payload straight from GPU A&apos;s memory over PCIe (GPUDirect RDMA): no copy into host memory. The step shown ends when the first packet&apos;s payload is in the RNIC; the rest streams in while earlier packets are already on the wire.</source>
        <translation>Der RNIC liest die Nutzdaten direkt über PCIe aus dem Speicher von GPU A (GPUDirect RDMA): keine Kopie in den Hostspeicher. Der gezeigte Schritt endet, wenn die Nutzdaten des ersten Pakets im RNIC sind; der Rest strömt nach, während frühere Pakete bereits auf der Leitung sind.</translation>
    </message>
    <message>
        <source>The RNIC cuts the message into path-MTU packets: RDMA WRITE First (with the RETH: remote address, R_Key, length), Middle and Last, or one WRITE Only, with consecutive PSNs. It adds BTH, UDP (port 4791), IP and Ethernet headers, the ICRC and the FCS, and sends them back to back at the link rate.</source>
        <translation>Der RNIC zerlegt die Nachricht in Pakete der Pfad-MTU: RDMA WRITE First (mit dem RETH: entfernte Adresse, R_Key, Länge), Middle und Last oder ein einzelnes WRITE Only, mit fortlaufenden PSNs. Er fügt BTH-, UDP- (Port 4791), IP- und Ethernet-Header, die ICRC und die FCS hinzu und sendet die Pakete lückenlos hintereinander mit der Linkrate.</translation>
    </message>
    <message>
        <source>The switch receives each frame, looks up the destination IP address and sends it on towards the next hop. It never looks inside the RDMA headers: to the fabric, RoCEv2 is plain UDP/IP (ECMP hashes the UDP source port).</source>
        <translation>Der Switch empfängt jeden Frame, sucht die Ziel-IP-Adresse nach und sendet ihn weiter zum nächsten Hop. In die RDMA-Header schaut er nie: Für die Fabric ist RoCEv2 gewöhnliches UDP/IP (ECMP hasht den UDP-Quellport).</translation>
    </message>
    <message>
        <source>RNIC B checks each packet&apos;s PSN and the R_Key against the registered region and writes the payload directly into GPU B&apos;s memory. GPU B&apos;s CPU, kernel and application take no part: this is what makes the WRITE one-sided.</source>
        <translation>RNIC B prüft die PSN jedes Pakets und den R_Key gegen den registrierten Bereich und schreibt die Nutzdaten direkt in den Speicher von GPU B. CPU, Kernel und Anwendung auf der Seite von GPU B sind nicht beteiligt: Das macht das WRITE einseitig.</translation>
    </message>
    <message>
        <source>After the last packet (it asked for an ACK), RNIC B sends an ACK carrying that PSN back to RNIC A. The ACK says RNIC B accepted the data; it does not wait for the data to be visible in GPU B&apos;s memory, which is why placement runs beside this step.</source>
        <translation>Nach dem letzten Paket (es hat ein ACK angefordert) sendet RNIC B ein ACK mit dieser PSN an RNIC A zurück. Das ACK besagt, dass RNIC B die Daten angenommen hat; es wartet nicht darauf, dass die Daten im Speicher von GPU B sichtbar sind, deshalb läuft die Ablage parallel zu diesem Schritt.</translation>
    </message>
    <message>
        <source>On the ACK, RNIC A writes a completion queue entry (CQE) into host memory: the work request finished successfully.</source>
        <translation>Beim Eintreffen des ACK schreibt RNIC A einen Completion-Queue-Eintrag (CQE) in den Hostspeicher: Der Work Request wurde erfolgreich abgeschlossen.</translation>
    </message>
    <message>
        <source>The application&apos;s ibv_poll_cq reads the CQE from its completion queue, again without a system call, and knows the buffer may be reused.</source>
        <translation>ibv_poll_cq der Anwendung liest den CQE aus ihrer Completion Queue, wieder ohne Systemaufruf, und weiß damit, dass der Puffer wiederverwendet werden darf.</translation>
    </message>
    <message>
        <source>Sockets cannot read GPU memory, so the data is first copied from GPU A into a host buffer (cudaMemcpy): a copy made by the GPU&apos;s copy engine.</source>
        <translation>Sockets können keinen GPU-Speicher lesen, daher werden die Daten zuerst von GPU A in einen Hostpuffer kopiert (cudaMemcpy): eine Kopie durch die Copy Engine der GPU.</translation>
    </message>
    <message>
        <source>The application calls send(): the CPU enters the kernel.</source>
        <translation>Die Anwendung ruft send() auf: Die CPU wechselt in den Kernel.</translation>
    </message>
    <message>
        <source>The kernel copies the data from the user buffer into socket buffers, segment by segment: the CPU touches every byte.</source>
        <translation>Der Kernel kopiert die Daten Segment für Segment aus dem Anwendungspuffer in Socket-Puffer: Die CPU berührt jedes Byte.</translation>
    </message>
    <message>
        <source>For each segment the kernel runs TCP and IP: sequence numbers, headers, checksums, the congestion window, then queues it for the NIC. Later it also processes the receiver&apos;s ACKs.</source>
        <translation>Für jedes Segment führt der Kernel TCP und IP aus: Sequenznummern, Header, Prüfsummen, das Überlastfenster; dann reiht er es für den NIC ein. Später verarbeitet er auch die ACKs des Empfängers.</translation>
    </message>
    <message>
        <source>The NIC reads each frame from host memory by DMA and sends it.</source>
        <translation>Der NIC liest jeden Frame per DMA aus dem Hostspeicher und sendet ihn.</translation>
    </message>
    <message>
        <source>The three switches forward the TCP segments exactly as they forward RoCEv2 packets.</source>
        <translation>Die drei Switches leiten die TCP-Segmente genauso weiter wie RoCEv2-Pakete.</translation>
    </message>
    <message>
        <source>The receiving NIC writes the frames into a ring buffer in host memory and, after the interrupt moderation delay, raises an interrupt.</source>
        <translation>Der empfangende NIC schreibt die Frames in einen Ringpuffer im Hostspeicher und löst nach der Verzögerung der Interrupt-Moderation einen Interrupt aus.</translation>
    </message>
    <message>
        <source>The receiver&apos;s kernel processes each segment: checksums, TCP state, reassembly into the socket&apos;s receive queue, ACKs back to the sender.</source>
        <translation>Der Kernel des Empfängers verarbeitet jedes Segment: Prüfsummen, TCP-Zustand, Zusammensetzen in der Empfangswarteschlange des Sockets, ACKs zurück an den Sender.</translation>
    </message>
    <message>
        <source>The thread blocked in recv() is woken and the kernel copies the data from the socket buffer into the application&apos;s buffer: the CPU touches every byte again.</source>
        <translation>Der in recv() blockierte Thread wird geweckt, und der Kernel kopiert die Daten aus dem Socket-Puffer in den Puffer der Anwendung: Die CPU berührt wieder jedes Byte.</translation>
    </message>
    <message>
        <source>recv() returns to the application.</source>
        <translation>recv() kehrt zur Anwendung zurück.</translation>
    </message>
    <message>
        <source>Finally the data is copied from the host buffer into GPU B&apos;s memory (cudaMemcpy).</source>
        <translation>Zuletzt werden die Daten aus dem Hostpuffer in den Speicher von GPU B kopiert (cudaMemcpy).</translation>
    </message>
    <message>
        <source>t = fixed cost + pages &amp;times; cost per 4 KiB page</source>
        <translation>t = Fixkosten + Seiten &amp;times; Kosten pro 4-KiB-Seite</translation>
    </message>
    <message>
        <source>t = connection setup time</source>
        <translation>t = Zeit für den Verbindungsaufbau</translation>
    </message>
    <message>
        <source>t = WQE write time</source>
        <translation>t = Schreibzeit des WQE</translation>
    </message>
    <message>
        <source>t = 2 &amp;times; PCIe link latency (CPU to switch to RNIC)</source>
        <translation>t = 2 &amp;times; PCIe-Link-Latenz (CPU zum Switch zum RNIC)</translation>
    </message>
    <message>
        <source>t = 4 &amp;times; PCIe link latency + 64 B &amp;divide; PCIe bandwidth</source>
        <translation>t = 4 &amp;times; PCIe-Link-Latenz + 64 B &amp;divide; PCIe-Bandbreite</translation>
    </message>
    <message>
        <source>t = 4 &amp;times; PCIe link latency + first payload &amp;divide; PCIe bandwidth</source>
        <translation>t = 4 &amp;times; PCIe-Link-Latenz + erste Nutzdaten &amp;divide; PCIe-Bandbreite</translation>
    </message>
    <message>
        <source>t = RNIC time + packets sent back to back: &amp;Sigma; (frame + 20 B) &amp;times; 8 &amp;divide; link rate + propagation</source>
        <translation>t = RNIC-Zeit + lückenlos gesendete Pakete: &amp;Sigma; (Frame + 20 B) &amp;times; 8 &amp;divide; Linkrate + Laufzeit</translation>
    </message>
    <message>
        <source>t = switch latency + (last frame + 20 B) &amp;times; 8 &amp;divide; link rate + propagation (store and forward)</source>
        <translation>t = Switch-Latenz + (letzter Frame + 20 B) &amp;times; 8 &amp;divide; Linkrate + Laufzeit (Store-and-Forward)</translation>
    </message>
    <message>
        <source>per packet: RNIC time + payload &amp;divide; PCIe bandwidth; + 2 &amp;times; PCIe link latency</source>
        <translation>pro Paket: RNIC-Zeit + Nutzdaten &amp;divide; PCIe-Bandbreite; + 2 &amp;times; PCIe-Link-Latenz</translation>
    </message>
    <message>
        <source>t = RNIC time + 4 links &amp;times; (ACK frame time + propagation) + 3 &amp;times; switch latency</source>
        <translation>t = RNIC-Zeit + 4 Links &amp;times; (ACK-Frame-Zeit + Laufzeit) + 3 &amp;times; Switch-Latenz</translation>
    </message>
    <message>
        <source>t = RNIC time + 2 &amp;times; PCIe link latency + 64 B &amp;divide; PCIe bandwidth</source>
        <translation>t = RNIC-Zeit + 2 &amp;times; PCIe-Link-Latenz + 64 B &amp;divide; PCIe-Bandbreite</translation>
    </message>
    <message>
        <source>t = poll time</source>
        <translation>t = Abfragezeit</translation>
    </message>
    <message>
        <source>t = call overhead + 4 &amp;times; PCIe link latency + size &amp;divide; PCIe bandwidth</source>
        <translation>t = Aufruf-Overhead + 4 &amp;times; PCIe-Link-Latenz + Größe &amp;divide; PCIe-Bandbreite</translation>
    </message>
    <message>
        <source>t = system call cost</source>
        <translation>t = Kosten des Systemaufrufs</translation>
    </message>
    <message>
        <source>CPU time = size &amp;divide; copy bandwidth (one core)</source>
        <translation>CPU-Zeit = Größe &amp;divide; Kopierbandbreite (ein Kern)</translation>
    </message>
    <message>
        <source>CPU time = segments &amp;times; cost per segment</source>
        <translation>CPU-Zeit = Segmente &amp;times; Kosten pro Segment</translation>
    </message>
    <message>
        <source>per segment: 6 &amp;times; PCIe link latency + frame &amp;divide; PCIe bandwidth, then the wire</source>
        <translation>pro Segment: 6 &amp;times; PCIe-Link-Latenz + Frame &amp;divide; PCIe-Bandbreite, dann die Leitung</translation>
    </message>
    <message>
        <source>as for the RDMA packets, three switches</source>
        <translation>wie bei den RDMA-Paketen, drei Switches</translation>
    </message>
    <message>
        <source>t = moderation delay + interrupt cost after the first frame</source>
        <translation>t = Moderationsverzögerung + Interrupt-Kosten nach dem ersten Frame</translation>
    </message>
    <message>
        <source>Application on the CPU (user space)</source>
        <translation>Anwendung auf der CPU (User Space)</translation>
    </message>
    <message>
        <source>Operating system kernel on the CPU</source>
        <translation>Betriebssystem-Kernel auf der CPU</translation>
    </message>
    <message>
        <source>RDMA NIC (hardware)</source>
        <translation>RDMA-NIC (Hardware)</translation>
    </message>
    <message>
        <source>Network adapter (hardware)</source>
        <translation>Netzwerkadapter (Hardware)</translation>
    </message>
    <message>
        <source>Ethernet switch (hardware)</source>
        <translation>Ethernet-Switch (Hardware)</translation>
    </message>
    <message>
        <source>GPU copy engine, started by the CPU</source>
        <translation>Copy Engine der GPU, von der CPU gestartet</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>RNIC</source>
        <translation>RNIC</translation>
    </message>
    <message>
        <source>NIC</source>
        <translation>NIC</translation>
    </message>
    <message>
        <source>switch</source>
        <translation>Switch</translation>
    </message>
    <message>
        <source>GPU copy engine</source>
        <translation>Copy Engine der GPU</translation>
    </message>
    <message>
        <source>Path MTU</source>
        <translation>Pfad-MTU</translation>
    </message>
    <message>
        <source>Link rate</source>
        <translation>Linkrate</translation>
    </message>
    <message>
        <source>Propagation per link</source>
        <translation>Laufzeit pro Link</translation>
    </message>
    <message>
        <source>Switch latency</source>
        <translation>Switch-Latenz</translation>
    </message>
    <message>
        <source>PCIe bandwidth</source>
        <translation>PCIe-Bandbreite</translation>
    </message>
    <message>
        <source>PCIe link latency</source>
        <translation>PCIe-Link-Latenz</translation>
    </message>
    <message>
        <source>WQE write time</source>
        <translation>Schreibzeit des WQE</translation>
    </message>
    <message>
        <source>RNIC time per packet</source>
        <translation>RNIC-Zeit pro Paket</translation>
    </message>
    <message>
        <source>Poll time</source>
        <translation>Abfragezeit</translation>
    </message>
    <message>
        <source>Registration fixed cost</source>
        <translation>Fixkosten der Registrierung</translation>
    </message>
    <message>
        <source>Registration cost per page</source>
        <translation>Registrierungskosten pro Seite</translation>
    </message>
    <message>
        <source>Connection setup time</source>
        <translation>Zeit für den Verbindungsaufbau</translation>
    </message>
    <message>
        <source>TCP segment size (MSS)</source>
        <translation>TCP-Segmentgröße (MSS)</translation>
    </message>
    <message>
        <source>Copy bandwidth of one core</source>
        <translation>Kopierbandbreite eines Kerns</translation>
    </message>
    <message>
        <source>System call cost</source>
        <translation>Kosten eines Systemaufrufs</translation>
    </message>
    <message>
        <source>Sender cost per segment</source>
        <translation>Kosten des Senders pro Segment</translation>
    </message>
    <message>
        <source>Receiver cost per segment</source>
        <translation>Kosten des Empfängers pro Segment</translation>
    </message>
    <message>
        <source>Interrupt cost</source>
        <translation>Interrupt-Kosten</translation>
    </message>
    <message>
        <source>Interrupt moderation delay</source>
        <translation>Verzögerung der Interrupt-Moderation</translation>
    </message>
    <message>
        <source>Thread wake-up cost</source>
        <translation>Kosten für das Wecken eines Threads</translation>
    </message>
    <message>
        <source>Sender cost per ACK</source>
        <translation>Kosten des Senders pro ACK</translation>
    </message>
    <message>
        <source>Segments per ACK</source>
        <translation>Segmente pro ACK</translation>
    </message>
    <message>
        <source>cudaMemcpy call overhead</source>
        <translation>Aufruf-Overhead von cudaMemcpy</translation>
    </message>
    <message>
        <source>GPU A</source>
        <translation>GPU A</translation>
    </message>
    <message>
        <source>PCIe switch A</source>
        <translation>PCIe-Switch A</translation>
    </message>
    <message>
        <source>RNIC A</source>
        <translation>RNIC A</translation>
    </message>
    <message>
        <source>Leaf A</source>
        <translation>Leaf A</translation>
    </message>
    <message>
        <source>Spine</source>
        <translation>Spine</translation>
    </message>
    <message>
        <source>Leaf B</source>
        <translation>Leaf B</translation>
    </message>
    <message>
        <source>RNIC B</source>
        <translation>RNIC B</translation>
    </message>
    <message>
        <source>PCIe switch B</source>
        <translation>PCIe-Switch B</translation>
    </message>
    <message>
        <source>GPU B</source>
        <translation>GPU B</translation>
    </message>
    <message>
        <source>CPU A and host memory</source>
        <translation>CPU A und Host-Speicher</translation>
    </message>
    <message>
        <source>CPU B and host memory</source>
        <translation>CPU B und Host-Speicher</translation>
    </message>
</context>
<context>
    <name>ailab::app::AboutDialog</name>
    <message>
        <source>About AI Infra Lab</source>
        <translation>Über AI Infra Lab</translation>
    </message>
    <message>
        <source>Program icon</source>
        <translation>Programmsymbol</translation>
    </message>
    <message>
        <source>&lt;h2&gt;AI Infra Lab %1&lt;/h2&gt;&lt;p&gt;Learn how AI clusters work by operating one.&lt;/p&gt;&lt;p&gt;This program is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version (GPL-3.0-or-later). It comes with no warranty.&lt;/p&gt;&lt;p&gt;Built with:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Qt %2 (LGPL-3.0)&lt;/li&gt;&lt;li&gt;QCustomPlot (GPL-3.0)&lt;/li&gt;&lt;li&gt;spdlog (MIT)&lt;/li&gt;&lt;li&gt;nlohmann/json (MIT)&lt;/li&gt;&lt;li&gt;CLI11 (BSD-3-Clause)&lt;/li&gt;&lt;li&gt;zlib (Zlib)&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;The tests use Catch2 (BSL-1.0).&lt;/p&gt;</source>
        <translation>&lt;h2&gt;AI Infra Lab %1&lt;/h2&gt;&lt;p&gt;Lernen Sie, wie KI-Cluster funktionieren, indem Sie selbst einen betreiben.&lt;/p&gt;&lt;p&gt;Dieses Programm ist freie Software: Sie können es unter den Bedingungen der GNU General Public License, Version 3 oder (nach Ihrer Wahl) jeder späteren Version (GPL-3.0-or-later), weitergeben und/oder verändern. Es wird ohne jede Gewährleistung bereitgestellt.&lt;/p&gt;&lt;p&gt;Erstellt mit:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Qt %2 (LGPL-3.0)&lt;/li&gt;&lt;li&gt;QCustomPlot (GPL-3.0)&lt;/li&gt;&lt;li&gt;spdlog (MIT)&lt;/li&gt;&lt;li&gt;nlohmann/json (MIT)&lt;/li&gt;&lt;li&gt;CLI11 (BSD-3-Clause)&lt;/li&gt;&lt;li&gt;zlib (Zlib)&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Die Tests verwenden Catch2 (BSL-1.0).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ailab::app::Application</name>
    <message>
        <source>AI Infra Lab</source>
        <translation>AI Infra Lab</translation>
    </message>
    <message>
        <source>the lab &quot;%1&quot; could not be opened</source>
        <translation>das Labor „%1“ konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>%1 (at %2)</source>
        <translation>%1 (bei %2)</translation>
    </message>
    <message>
        <source>the file &quot;%1&quot; is for the lab &quot;%2&quot;, which does not exist; the labs are: %3</source>
        <translation>die Datei „%1“ gehört zum Labor „%2“, das es nicht gibt; die Labore sind: %3</translation>
    </message>
    <message>
        <source>the file &quot;%1&quot; is for the lab &quot;%2&quot;, not &quot;%3&quot;</source>
        <translation>die Datei „%1“ gehört zum Labor „%2“, nicht zu „%3“</translation>
    </message>
</context>
<context>
    <name>ailab::app::ClassPackWindow</name>
    <message>
        <source>Activity</source>
        <translation>Aktivität</translation>
    </message>
    <message>
        <source>Incident</source>
        <translation>Störfall</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>Class pack</source>
        <translation>Kurspaket</translation>
    </message>
    <message>
        <source>Class pack: %1</source>
        <translation>Kurspaket: %1</translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <extracomment>A class pack&apos;s step: its number, what it is (scenario, activity, incident), the lab</extracomment>
        <translation>Schritt %1: %2</translation>
    </message>
    <message>
        <source>%1 in the lab &quot;%2&quot;</source>
        <translation>%1 im Labor „%2“</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Open step %1</source>
        <translation>Schritt %1 öffnen</translation>
    </message>
    <message>
        <source>✔ opened</source>
        <translation>✔ geöffnet</translation>
    </message>
    <message>
        <source>✘ not opened</source>
        <translation>✘ nicht geöffnet</translation>
    </message>
</context>
<context>
    <name>ailab::app::CommandLine</name>
    <message>
        <source>cannot write pictures into the folder &quot;%1&quot;</source>
        <translation>in den Ordner „%1“ können keine Bilder geschrieben werden</translation>
    </message>
    <message>
        <source>cannot write pictures of type &quot;%1&quot;; use a .png file name</source>
        <translation>Bilder vom Typ „%1“ können nicht geschrieben werden; verwenden Sie einen Dateinamen mit .png</translation>
    </message>
    <message>
        <source>cannot write the picture &quot;%1&quot;</source>
        <translation>das Bild „%1“ kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>cannot overwrite the picture &quot;%1&quot;</source>
        <translation>das Bild „%1“ kann nicht überschrieben werden</translation>
    </message>
    <message>
        <source>AI Infra Lab: learn how AI clusters work by operating one.</source>
        <translation>AI Infra Lab: Lernen Sie, wie KI-Cluster funktionieren, indem Sie selbst einen betreiben.</translation>
    </message>
    <message>
        <source>Open the lab &lt;id&gt;.</source>
        <translation>Das Labor &lt;id&gt; öffnen.</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>Load the scenario &lt;file&gt; into its lab.</source>
        <translation>Das Szenario &lt;datei&gt; in sein Labor laden.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>datei</translation>
    </message>
    <message>
        <source>Start in presenter mode (large text, high contrast).</source>
        <translation>Im Präsentationsmodus starten (große Schrift, hoher Kontrast).</translation>
    </message>
    <message>
        <source>Use the language &lt;code&gt;, for example de.</source>
        <translation>Die Sprache &lt;code&gt; verwenden, zum Beispiel de.</translation>
    </message>
    <message>
        <source>code</source>
        <translation>code</translation>
    </message>
    <message>
        <source>Save a 1280x800 picture of the chosen lab to &lt;file&gt;, then exit.</source>
        <translation>Ein Bild des gewählten Labors mit 1280x800 Pixeln in &lt;datei&gt; speichern, dann beenden.</translation>
    </message>
    <message>
        <source>Save one picture per lab, &lt;id&gt;.png, into &lt;folder&gt;, then exit.</source>
        <translation>Ein Bild je Labor, &lt;id&gt;.png, in &lt;ordner&gt; speichern, dann beenden.</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>ordner</translation>
    </message>
    <message>
        <source>Print the lab ids, one a line.</source>
        <translation>Die IDs der Labore ausgeben, eine pro Zeile.</translation>
    </message>
    <message>
        <source>Quit as soon as the window has been painted once.</source>
        <translation>Beenden, sobald das Fenster einmal gezeichnet wurde.</translation>
    </message>
    <message>
        <source>Also write debug messages to the terminal.</source>
        <translation>Zusätzlich Debug-Meldungen im Terminal ausgeben.</translation>
    </message>
    <message>
        <source>--screenshot and --screenshot-all cannot be used together</source>
        <translation>--screenshot und --screenshot-all können nicht zusammen verwendet werden</translation>
    </message>
    <message>
        <source>unknown lab &quot;%1&quot;; the labs are: %2</source>
        <translation>unbekanntes Labor „%1“; die Labore sind: %2</translation>
    </message>
    <message>
        <source>unknown language &quot;%1&quot;; available: %2</source>
        <translation>unbekannte Sprache „%1“; verfügbar: %2</translation>
    </message>
    <message>
        <source>the scenario file &quot;%1&quot; does not exist</source>
        <translation>die Szenariodatei „%1“ existiert nicht</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;; ailab opens one file at a time</source>
        <translation>unerwartetes Argument „%1“; ailab öffnet eine Datei auf einmal</translation>
    </message>
    <message>
        <source>--scenario and a file to open cannot be used together</source>
        <translation>--scenario und eine zu öffnende Datei können nicht zusammen verwendet werden</translation>
    </message>
    <message>
        <source>the file &quot;%1&quot; does not exist</source>
        <translation>die Datei „%1“ existiert nicht</translation>
    </message>
    <message>
        <source>Open the window at &lt;size&gt;, for example 1024x768; also the size of the pictures of --screenshot and --screenshot-all (default 1280x800).</source>
        <translation>Das Fenster in der Größe &lt;größe&gt; öffnen, zum Beispiel 1024x768; auch die Größe der Bilder von --screenshot und --screenshot-all (Vorgabe 1280x800).</translation>
    </message>
    <message>
        <source>size</source>
        <translation>größe</translation>
    </message>
    <message>
        <source>With --screenshot-all: one picture per page of each lab, &lt;id&gt;-&lt;page&gt;.png.</source>
        <translation>Mit --screenshot-all: ein Bild je Seite jedes Labors, &lt;id&gt;-&lt;seite&gt;.png.</translation>
    </message>
    <message>
        <source>--all-pages needs --screenshot-all</source>
        <translation>--all-pages braucht --screenshot-all</translation>
    </message>
    <message>
        <source>--size: &quot;%1&quot; is not a window size; write WIDTHxHEIGHT, from 320x240 to 7680x4320, for example 1024x768</source>
        <translation>--size: „%1“ ist keine Fenstergröße; schreiben Sie BREITExHÖHE, von 320x240 bis 7680x4320, zum Beispiel 1024x768</translation>
    </message>
    <message>
        <source>A scenario, a saved lab state, an activity, an incident or a class pack (its folder or its pack.json) to open.</source>
        <translation>Ein Szenario, ein gespeicherter Laborzustand, eine Aktivität, ein Störfall oder ein Kurspaket (sein Ordner oder seine pack.json), das geöffnet werden soll.</translation>
    </message>
</context>
<context>
    <name>ailab::app::DisplayCheck</name>
    <message>
        <source>Qt could not start its platform plugin</source>
        <translation>Qt konnte sein Plattform-Plugin nicht starten</translation>
    </message>
    <message>
        <source>no display found (neither DISPLAY nor WAYLAND_DISPLAY is set)</source>
        <translation>keine Anzeige gefunden (weder DISPLAY noch WAYLAND_DISPLAY ist gesetzt)</translation>
    </message>
    <message>
        <source>QT_QPA_PLATFORM is xcb but DISPLAY is not set</source>
        <translation>QT_QPA_PLATFORM ist xcb, aber DISPLAY ist nicht gesetzt</translation>
    </message>
    <message>
        <source>cannot open the window: %1. Start ailab in a desktop session; without one, &quot;ailab --screenshot FILE&quot; saves a picture of a lab (the offscreen platform, QT_QPA_PLATFORM=offscreen, is used by itself) and &quot;ailab-sim&quot; runs scenarios on the command line.</source>
        <translation>das Fenster kann nicht geöffnet werden: %1. Starten Sie ailab in einer Desktop-Sitzung; ohne sie speichert „ailab --screenshot DATEI“ ein Bild eines Labors (die Offscreen-Plattform, QT_QPA_PLATFORM=offscreen, wird dafür von selbst verwendet), und „ailab-sim“ führt Szenarien auf der Kommandozeile aus.</translation>
    </message>
</context>
<context>
    <name>ailab::app::HelpWindow</name>
    <message>
        <source>AI Infra Lab Help</source>
        <translation>Hilfe zu AI Infra Lab</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vorwärts</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>Help text</source>
        <translation>Hilfetext</translation>
    </message>
    <message>
        <source>%1 - AI Infra Lab Help</source>
        <translation>%1 – Hilfe zu AI Infra Lab</translation>
    </message>
</context>
<context>
    <name>ailab::app::HomePage</name>
    <message>
        <source>AI Infra Lab</source>
        <translation>AI Infra Lab</translation>
    </message>
    <message>
        <source>Learn how AI clusters work by operating one. Each lab is a live model of one part of the cluster: change it, run it and watch what happens.</source>
        <translation>Lernen Sie, wie KI-Cluster funktionieren, indem Sie selbst einen betreiben. Jedes Labor ist ein lebendiges Modell eines Teils des Clusters: Ändern Sie es, lassen Sie es laufen und beobachten Sie, was geschieht.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Getting started.&lt;/b&gt; Choose a lab. The time bar at the bottom runs the model: Play or pause with Alt+K, advance one step, change the speed, and return to the start with Alt+R. The File menu has ready-made presets and saves your work with Ctrl+S. F5 switches to presenter mode for projectors, F1 opens the help.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Erste Schritte.&lt;/b&gt; Wählen Sie ein Labor. Die Zeitleiste unten lässt das Modell laufen: Starten oder anhalten mit Alt+K, einen Schritt weiter, die Geschwindigkeit ändern und mit Alt+R zum Anfang zurück. Im Menü Datei finden Sie fertige Voreinstellungen, und Strg+S speichert Ihre Arbeit. F5 schaltet in den Präsentationsmodus für Beamer, F1 öffnet die Hilfe.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>No labs are installed.</source>
        <translation>Es sind keine Labore installiert.</translation>
    </message>
    <message>
        <source>Open the lab %1</source>
        <translation>Das Labor %1 öffnen</translation>
    </message>
    <message>
        <source>Activities: %1 of %2 done, %3 of %4 points</source>
        <extracomment>On a lab&apos;s card: activities finished of those tried, and their best points</extracomment>
        <translation>Aktivitäten: %1 von %2 fertig, %3 von %4 Punkten</translation>
    </message>
    <message>
        <source>Incidents: %1 of %2 resolved, %3 of %4 points</source>
        <extracomment>On a lab&apos;s card: incidents resolved of those investigated, and their best points</extracomment>
        <translation>Störfälle: %1 von %2 gelöst, %3 von %4 Punkten</translation>
    </message>
</context>
<context>
    <name>ailab::app::LabDocument</name>
    <message>
        <source>%1: cannot read the file: %2</source>
        <translation>%1: die Datei kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 is none of the files the program opens: a scenario (&quot;schema&quot;: &quot;ailab.scenario/1&quot;), a saved lab state (&quot;format&quot;: &quot;ailab.state&quot;), an activity, an incident or a class pack</source>
        <translation>%1 ist keine der Dateien, die das Programm öffnet: ein Szenario („schema“: „ailab.scenario/1“), ein gespeicherter Laborzustand („format“: „ailab.state“), eine Aktivität, ein Störfall oder ein Kurspaket</translation>
    </message>
</context>
<context>
    <name>ailab::app::LabFiles</name>
    <message>
        <source>%1 (at %2)</source>
        <translation>%1 (bei %2)</translation>
    </message>
    <message>
        <source>Lab state (*.ailab.json *.json)</source>
        <translation>Laborzustand (*.ailab.json *.json)</translation>
    </message>
    <message>
        <source>Open a lab first: the home page has nothing to save or export.</source>
        <translation>Öffnen Sie zuerst ein Labor: Die Startseite hat nichts zu speichern oder zu exportieren.</translation>
    </message>
    <message>
        <source>Cannot open the saved state</source>
        <translation>Der gespeicherte Zustand kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; belongs to the lab &quot;%2&quot;, which this version of the program does not have.</source>
        <translation>Die Datei „%1“ gehört zum Labor „%2“, das diese Version des Programms nicht hat.</translation>
    </message>
    <message>
        <source>The lab &quot;%1&quot; could not be opened.</source>
        <translation>Das Labor „%1“ konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; could not be opened: %2</source>
        <translation>Die Datei „%1“ konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Cannot save the state</source>
        <translation>Der Zustand kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; could not be saved: %2</source>
        <translation>Die Datei „%1“ konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Cannot load the scenario</source>
        <translation>Das Szenario kann nicht geladen werden</translation>
    </message>
    <message>
        <source>The scenario &quot;%1&quot; is for the lab &quot;%2&quot;, which this version of the program does not have.</source>
        <translation>Das Szenario „%1“ gehört zum Labor „%2“, das diese Version des Programms nicht hat.</translation>
    </message>
    <message>
        <source>Loaded the scenario &quot;%1&quot;</source>
        <translation>Szenario „%1“ geladen</translation>
    </message>
    <message>
        <source>The scenario &quot;%1&quot; does not fit the lab: %2</source>
        <translation>Das Szenario „%1“ passt nicht zum Labor: %2</translation>
    </message>
    <message>
        <source>Cannot load the preset</source>
        <translation>Die Voreinstellung kann nicht geladen werden</translation>
    </message>
    <message>
        <source>The preset &quot;%1&quot; is missing.</source>
        <translation>Die Voreinstellung „%1“ fehlt.</translation>
    </message>
    <message>
        <source>Cannot export the picture</source>
        <translation>Das Bild kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>The picture &quot;%1&quot; could not be written: %2</source>
        <translation>Das Bild „%1“ konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>Open Lab State</source>
        <translation>Laborzustand öffnen</translation>
    </message>
    <message>
        <source>Save Lab State</source>
        <translation>Laborzustand speichern</translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation>Szenario öffnen</translation>
    </message>
    <message>
        <source>Scenario (*.json)</source>
        <translation>Szenario (*.json)</translation>
    </message>
    <message>
        <source>Export Picture</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <source>PNG picture (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Die Datei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; no longer exists; it was removed from the recent files.</source>
        <translation>Die Datei „%1“ existiert nicht mehr; sie wurde aus den zuletzt verwendeten Dateien entfernt.</translation>
    </message>
    <message>
        <source>Open a class pack (a folder with pack.json)</source>
        <translation>Kurspaket öffnen (ein Ordner mit pack.json)</translation>
    </message>
</context>
<context>
    <name>ailab::app::LabNavigator</name>
    <message>
        <source>Home</source>
        <translation>Startseite</translation>
    </message>
    <message>
        <source>Overview of the labs and how to use them</source>
        <translation>Überblick über die Labore und ihre Bedienung</translation>
    </message>
    <message>
        <source>Labs</source>
        <translation>Labore</translation>
    </message>
    <message>
        <source>Choose a lab to open it</source>
        <translation>Wählen Sie ein Labor, um es zu öffnen</translation>
    </message>
    <message>
        <source>The labs of the program. Select one with the arrow keys or the mouse to open it; its state is kept while you visit others.</source>
        <translation>Die Labore des Programms. Wählen Sie eines mit den Pfeiltasten oder der Maus, um es zu öffnen; sein Zustand bleibt erhalten, während Sie andere besuchen.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Tooltip of a lab in the list of labs: its title, then its summary</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ailab::app::MainWindow</name>
    <message>
        <source>AI Infra Lab</source>
        <translation>AI Infra Lab</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>%1 - AI Infra Lab</source>
        <translation>%1 – AI Infra Lab</translation>
    </message>
    <message>
        <source>Load the preset &quot;%1&quot;</source>
        <translation>Die Voreinstellung „%1“ laden</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Keine zuletzt verwendeten Dateien</translation>
    </message>
</context>
<context>
    <name>ailab::app::ProgressPanel</name>
    <message>
        <source>Your activities</source>
        <translation>Ihre Aktivitäten</translation>
    </message>
    <message>
        <source>Export as CSV...</source>
        <translation>Als CSV exportieren …</translation>
    </message>
    <message>
        <source>Export as PDF...</source>
        <translation>Als PDF exportieren …</translation>
    </message>
    <message>
        <source>Reset progress...</source>
        <translation>Fortschritt zurücksetzen …</translation>
    </message>
    <message>
        <source>Your saved progress could not be read, so it is left as it is and nothing is saved until you reset it: %1</source>
        <translation>Ihr gespeicherter Fortschritt konnte nicht gelesen werden; er bleibt, wie er ist, und nichts wird gespeichert, bis Sie ihn zurücksetzen: %1</translation>
    </message>
    <message>
        <source>No activity done yet. Open a lab and choose Activities at the top right for tasks that the lab&apos;s model checks.</source>
        <translation>Noch keine Aktivität bearbeitet. Öffnen Sie ein Labor und wählen Sie oben rechts Aktivitäten: Aufgaben, die das Modell des Labors prüft.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2, %3 of %4 points (best %5), %6 of %n task(s) solved</source>
        <extracomment>One activity on the home page: lab, activity, points, best points, tasks</extracomment>
        <translation>
            <numerusform>%1: %2, %3 von %4 Punkten (bestes Ergebnis %5), %6 von %n Aufgabe gelöst</numerusform>
            <numerusform>%1: %2, %3 von %4 Punkten (bestes Ergebnis %5), %6 von %n Aufgaben gelöst</numerusform>
        </translation>
    </message>
    <message>
        <source>Export progress as PDF</source>
        <translation>Fortschritt als PDF exportieren</translation>
    </message>
    <message>
        <source>Export progress as CSV</source>
        <translation>Fortschritt als CSV exportieren</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>CSV tables (*.csv)</source>
        <translation>CSV-Tabellen (*.csv)</translation>
    </message>
    <message>
        <source>Reset progress</source>
        <translation>Fortschritt zurücksetzen</translation>
    </message>
    <message>
        <source>Forget the results of every activity? This cannot be undone.</source>
        <translation>Die Ergebnisse aller Aktivitäten vergessen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Activity progress</source>
        <translation>Fortschritt bei den Aktivitäten</translation>
    </message>
    <message>
        <source>%1: incident %2, %3, %4 of %5 points (best %6)</source>
        <extracomment>One incident on the home page: lab, incident, resolved or not, points, best</extracomment>
        <translation>%1: Störfall %2, %3, %4 von %5 Punkten (beste %6)</translation>
    </message>
    <message>
        <source>resolved</source>
        <translation>gelöst</translation>
    </message>
    <message>
        <source>not resolved</source>
        <translation>nicht gelöst</translation>
    </message>
</context>
<context>
    <name>ailab::app::Screenshotter</name>
    <message>
        <source>cannot write the picture &quot;%1&quot;: %2</source>
        <translation>das Bild „%1“ kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>ailab::app::SettingsDialog</name>
    <message>
        <source>Start in presenter mode</source>
        <translation>Im Präsentationsmodus starten</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Sprache des Systems</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The new language is used from the next start of the program.</source>
        <translation>Die neue Sprache gilt ab dem nächsten Start des Programms.</translation>
    </message>
    <message>
        <source>Large text and high contrast for projectors</source>
        <translation>Große Schrift und hoher Kontrast für Beamer</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Default speed</source>
        <translation>Standardgeschwindigkeit</translation>
    </message>
    <message>
        <source>The speed of the time bar when a lab is first opened</source>
        <translation>Die Geschwindigkeit der Zeitleiste, wenn ein Labor zum ersten Mal geöffnet wird</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Schriftgröße</translation>
    </message>
    <message>
        <source>(no log file: the terminal only)</source>
        <translation>(keine Protokolldatei: nur das Terminal)</translation>
    </message>
    <message>
        <source>Log folder</source>
        <translation>Protokollordner</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>Default &amp;speed:</source>
        <translation>Standard&amp;geschwindigkeit:</translation>
    </message>
    <message>
        <source>&amp;Text size:</source>
        <translation>Sc&amp;hriftgröße:</translation>
    </message>
    <message>
        <source>Log folder:</source>
        <translation>Protokollordner:</translation>
    </message>
</context>
<context>
    <name>ailab::app::ShellActions</name>
    <message>
        <source>Open &amp;Scenario...</source>
        <translation>&amp;Szenario öffnen …</translation>
    </message>
    <message>
        <source>Load a scenario file into its lab</source>
        <translation>Eine Szenariodatei in ihr Labor laden</translation>
    </message>
    <message>
        <source>&amp;Open State...</source>
        <translation>Zustand ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>Open a saved state of a lab</source>
        <translation>Einen gespeicherten Zustand eines Labors öffnen</translation>
    </message>
    <message>
        <source>&amp;Save State</source>
        <translation>Zustand s&amp;peichern</translation>
    </message>
    <message>
        <source>Save the state of the current lab</source>
        <translation>Den Zustand des aktuellen Labors speichern</translation>
    </message>
    <message>
        <source>Save State &amp;As...</source>
        <translation>Zustand speichern &amp;unter …</translation>
    </message>
    <message>
        <source>Save the state of the current lab to a new file</source>
        <translation>Den Zustand des aktuellen Labors in eine neue Datei speichern</translation>
    </message>
    <message>
        <source>&amp;Export Picture...</source>
        <translation>Bild e&amp;xportieren …</translation>
    </message>
    <message>
        <source>Save a PNG picture of the current lab</source>
        <translation>Ein PNG-Bild des aktuellen Labors speichern</translation>
    </message>
    <message>
        <source>Se&amp;ttings...</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <source>Change the program&apos;s settings</source>
        <translation>Die Einstellungen des Programms ändern</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Quit the program</source>
        <translation>Das Programm beenden</translation>
    </message>
    <message>
        <source>&amp;Home</source>
        <translation>&amp;Startseite</translation>
    </message>
    <message>
        <source>Show the list of labs</source>
        <translation>Die Liste der Labore zeigen</translation>
    </message>
    <message>
        <source>&amp;Presenter Mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <source>Large text and high contrast for projectors</source>
        <translation>Große Schrift und hoher Kontrast für Beamer</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>Use the whole screen</source>
        <translation>Den ganzen Bildschirm nutzen</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Make the text larger</source>
        <translation>Die Schrift vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>Make the text smaller</source>
        <translation>Die Schrift verkleinern</translation>
    </message>
    <message>
        <source>&amp;Reset Zoom</source>
        <translation>&amp;Normale Größe</translation>
    </message>
    <message>
        <source>Use the normal text size</source>
        <translation>Die normale Schriftgröße verwenden</translation>
    </message>
    <message>
        <source>AI Infra Lab &amp;Help</source>
        <translation>&amp;Hilfe zu AI Infra Lab</translation>
    </message>
    <message>
        <source>Open the help for the current lab</source>
        <translation>Die Hilfe zum aktuellen Labor öffnen</translation>
    </message>
    <message>
        <source>&amp;About AI Infra Lab</source>
        <translation>Über &amp;AI Infra Lab</translation>
    </message>
    <message>
        <source>Version and licences of the program</source>
        <translation>Version und Lizenzen des Programms</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Version and licence of Qt</source>
        <translation>Version und Lizenz von Qt</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Presets</source>
        <translation>&amp;Voreinstellungen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Lab</source>
        <translation>&amp;Labor</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt verwendet</translation>
    </message>
    <message>
        <source>Lab &amp;List</source>
        <translation>&amp;Laborliste</translation>
    </message>
    <message>
        <source>Show or hide the list of labs on the left</source>
        <translation>Die Liste der Labore links zeigen oder verbergen</translation>
    </message>
    <message>
        <source>Open Class &amp;Pack...</source>
        <translation>Kursp&amp;aket öffnen …</translation>
    </message>
    <message>
        <source>Open a folder of scenarios, activities and incidents that an instructor handed out, in its order</source>
        <translation>Einen Ordner mit Szenarien, Aktivitäten und Störfällen öffnen, den eine Lehrkraft ausgegeben hat, in seiner Reihenfolge</translation>
    </message>
    <message>
        <source>C&amp;lass Results...</source>
        <translation>Kurse&amp;rgebnisse …</translation>
    </message>
    <message>
        <source>See the assessment results your learners handed in, as one table</source>
        <translation>Die abgegebenen Testergebnisse Ihrer Lernenden als eine Tabelle ansehen</translation>
    </message>
</context>
<context>
    <name>ailab::app::StateFile</name>
    <message>
        <source>The state of the lab is missing or is not an object.</source>
        <translation>Der Zustand des Labors fehlt oder ist kein Objekt.</translation>
    </message>
    <message>
        <source>The version must be a whole number.</source>
        <translation>Die Version muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>This file has version %1; this program reads versions up to %2. Please use a newer version of the program.</source>
        <translation>Diese Datei hat die Version %1; dieses Programm liest Versionen bis %2. Bitte verwenden Sie eine neuere Version des Programms.</translation>
    </message>
    <message>
        <source>The file is not valid JSON (%1 at byte %2).</source>
        <translation>Die Datei ist kein gültiges JSON (%1 bei Byte %2).</translation>
    </message>
    <message>
        <source>The file does not contain a JSON object.</source>
        <translation>Die Datei enthält kein JSON-Objekt.</translation>
    </message>
    <message>
        <source>This is not a saved lab state (&quot;format&quot; must be &quot;%1&quot;).</source>
        <translation>Dies ist kein gespeicherter Laborzustand („format“ muss „%1“ sein).</translation>
    </message>
    <message>
        <source>The lab id is missing.</source>
        <translation>Die ID des Labors fehlt.</translation>
    </message>
    <message>
        <source>Cannot read the file: %1</source>
        <translation>Die Datei kann nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>ailab::core::cluster</name>
    <message>
        <source>The GPU driver reports an Xid error; what follows depends on the code (see the Xid table).</source>
        <translation>Der GPU-Treiber meldet einen Xid-Fehler; was folgt, hängt vom Code ab (siehe die Xid-Tabelle).</translation>
    </message>
    <message>
        <source>The GPU stops answering on PCIe (Xid 79); the server must reboot before it is seen again.</source>
        <translation>Die GPU antwortet nicht mehr über PCIe (Xid 79); der Server muss neu starten, bevor sie wieder erkannt wird.</translation>
    </message>
    <message>
        <source>An NVLink of the GPU fails (Xid 74); jobs using it die and the GPU needs a reset.</source>
        <translation>Ein NVLink der GPU fällt aus (Xid 74); Jobs, die ihn nutzen, brechen ab, und die GPU muss zurückgesetzt werden.</translation>
    </message>
    <message>
        <source>The rack&apos;s cooling unit loses part or all of its capacity and the inlet warms.</source>
        <translation>Die Kühleinheit des Racks verliert einen Teil oder ihre ganze Leistung, und die Zuluft erwärmt sich.</translation>
    </message>
    <message>
        <source>The rack&apos;s power feed is lost and every server in it powers off.</source>
        <translation>Die Stromzufuhr des Racks fällt aus, und jeder Server darin schaltet sich ab.</translation>
    </message>
    <message>
        <source>The rack is capped below its draw and its GPUs lower their clocks to fit.</source>
        <translation>Die Leistung des Racks wird unter seine Aufnahme begrenzt, und seine GPUs senken ihre Takte, um hineinzupassen.</translation>
    </message>
    <message>
        <source>A fabric link goes down and up repeatedly, dropping packets at each transition.</source>
        <translation>Ein Fabric-Link fällt immer wieder aus und kommt zurück und verwirft bei jedem Wechsel Pakete.</translation>
    </message>
    <message>
        <source>A fabric link (cable, transceiver or NIC port) goes down and stays down.</source>
        <translation>Ein Fabric-Link (Kabel, Transceiver oder NIC-Port) fällt aus und bleibt ausgefallen.</translation>
    </message>
    <message>
        <source>A spine switch fails and the leaves lose its share of their uplinks.</source>
        <translation>Ein Spine-Switch fällt aus, und die Leaves verlieren seinen Anteil ihrer Uplinks.</translation>
    </message>
    <message>
        <source>Switches hash flows onto too few of the equal-cost paths, so some links overload.</source>
        <translation>Die Switches verteilen die Flows per Hash auf zu wenige der gleich teuren Pfade, sodass einige Links überlastet sind.</translation>
    </message>
    <message>
        <source>DCQCN is off on a server&apos;s NICs (as after a firmware reset of their settings): they ignore the switches&apos; ECN marks, so a congested port drops packets, or pauses its senders when PFC is on.</source>
        <translation>DCQCN ist auf den NICs eines Servers aus (wie nach einem Zurücksetzen ihrer Einstellungen durch die Firmware): Sie ignorieren die ECN-Markierungen der Switches, daher verwirft ein überlasteter Port Pakete oder pausiert seine Sender, wenn PFC an ist.</translation>
    </message>
    <message>
        <source>A storage server fails and its share of the file system&apos;s bandwidth is gone.</source>
        <translation>Ein Speicherserver fällt aus, und sein Anteil an der Bandbreite des Dateisystems ist weg.</translation>
    </message>
    <message>
        <source>The metadata servers saturate (many small files or checkpoint opens) and I/O stalls.</source>
        <translation>Die Metadatenserver sind ausgelastet (viele kleine Dateien oder Checkpoint-Öffnungen), und die Ein-/Ausgabe stockt.</translation>
    </message>
    <message>
        <source>A storage tier delivers a fraction of its rated bandwidth.</source>
        <translation>Eine Speicherebene liefert nur einen Bruchteil ihrer Nennbandbreite.</translation>
    </message>
    <message>
        <source>The cluster scheduler stops placing jobs; running jobs continue, queued ones wait.</source>
        <translation>Der Cluster-Scheduler platziert keine Jobs mehr; laufende Jobs laufen weiter, wartende warten.</translation>
    </message>
    <message>
        <source>One GPU runs slower than its peers (e.g. a failed thermal interface keeps it throttled) and every synchronous step waits for it.</source>
        <translation>Eine GPU läuft langsamer als die anderen (z. B. hält eine defekte Wärmeleitschicht sie gedrosselt), und jeder synchrone Schritt wartet auf sie.</translation>
    </message>
    <message>
        <source>A server&apos;s host part (power supply, CPU, memory, SSD, board) fails and its GPUs are lost with it.</source>
        <translation>Ein Teil des Host-Systems eines Servers (Netzteil, CPU, Speicher, SSD, Mainboard) fällt aus, und seine GPUs gehen mit ihm verloren.</translation>
    </message>
    <message>
        <source>A GPU computes wrong results without an error; the job restarts from a checkpoint once a check catches it.</source>
        <translation>Eine GPU berechnet ohne Fehlermeldung falsche Ergebnisse; der Job startet von einem Checkpoint neu, sobald eine Prüfung es bemerkt.</translation>
    </message>
    <message>
        <source>The training job&apos;s software fails (a bug, a dependency, a collective timeout) and restarts from its last checkpoint.</source>
        <translation>Die Software des Trainingsjobs versagt (ein Fehler, eine Abhängigkeit, ein Timeout einer Kollektivoperation) und startet von ihrem letzten Checkpoint neu.</translation>
    </message>
    <message>
        <source>A fabric link runs below its rated speed (lanes lost, a port trained at a lower rate), so the traffic it carries takes longer.</source>
        <translation>Ein Fabric-Link läuft unter seiner Nenngeschwindigkeit (Lanes verloren, ein Port mit niedrigerer Rate ausgehandelt), sodass der Verkehr darüber länger braucht.</translation>
    </message>
    <message>
        <source>share of the rack&apos;s cooling lost</source>
        <translation>Anteil der verlorenen Kühlleistung des Racks</translation>
    </message>
    <message>
        <source>the rack&apos;s power cap</source>
        <translation>die Leistungsgrenze des Racks</translation>
    </message>
    <message>
        <source>the flap period, down half of it</source>
        <translation>die Periode des Flatterns, die Hälfte davon ausgefallen</translation>
    </message>
    <message>
        <source>share of the link&apos;s rated capacity left</source>
        <translation>verbleibender Anteil der Nennkapazität des Links</translation>
    </message>
    <message>
        <source>next hops the leaf keeps</source>
        <translation>Next Hops, die der Leaf behält</translation>
    </message>
    <message>
        <source>data servers down</source>
        <translation>ausgefallene Datenserver</translation>
    </message>
    <message>
        <source>share of the metadata service&apos;s rate left</source>
        <translation>verbleibender Anteil der Rate des Metadatendienstes</translation>
    </message>
    <message>
        <source>share of the tier&apos;s bandwidth left</source>
        <translation>verbleibender Anteil der Bandbreite der Speicherebene</translation>
    </message>
    <message>
        <source>the GPU&apos;s clock deficit: its step time times this on its own</source>
        <translation>das Taktdefizit der GPU: ihre Schrittzeit allein mal diesen Faktor</translation>
    </message>
</context>
<context>
    <name>ailab::core::hw</name>
    <message>
        <source>NVIDIA H100 SXM5 80 GB</source>
        <translation>NVIDIA H100 SXM5 80 GB</translation>
    </message>
    <message>
        <source>NVIDIA H200 SXM 141 GB</source>
        <translation>NVIDIA H200 SXM 141 GB</translation>
    </message>
    <message>
        <source>NVIDIA H100 PCIe 80 GB</source>
        <translation>NVIDIA H100 PCIe 80 GB</translation>
    </message>
    <message>
        <source>NVIDIA A100 SXM4 80 GB</source>
        <translation>NVIDIA A100 SXM4 80 GB</translation>
    </message>
    <message>
        <source>NVIDIA DGX H100</source>
        <translation>NVIDIA DGX H100</translation>
    </message>
    <message>
        <source>NVIDIA DGX H200</source>
        <translation>NVIDIA DGX H200</translation>
    </message>
    <message>
        <source>NVIDIA HGX H100 8-GPU</source>
        <translation>NVIDIA HGX H100 8-GPU</translation>
    </message>
    <message>
        <source>OEM 4x GPU server</source>
        <translation>OEM-Server mit 4 GPUs</translation>
    </message>
    <message>
        <source>SXM5</source>
        <translation>SXM5</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>SXM4</source>
        <translation>SXM4</translation>
    </message>
    <message>
        <source>8U rack</source>
        <translation>Rack, 8 HE</translation>
    </message>
    <message>
        <source>OEM chassis</source>
        <translation>OEM-Gehäuse</translation>
    </message>
    <message>
        <source>2U rack</source>
        <translation>Rack, 2 HE</translation>
    </message>
    <message>
        <source>HBM3</source>
        <translation>HBM3</translation>
    </message>
    <message>
        <source>HBM3e</source>
        <translation>HBM3e</translation>
    </message>
    <message>
        <source>HBM2e</source>
        <translation>HBM2e</translation>
    </message>
    <message>
        <source>18 fourth-generation NVLink links of 50 GB/s; TDP is configurable up to 700 W.</source>
        <translation>18 NVLink-Verbindungen der vierten Generation mit je 50 GB/s; die TDP ist bis 700 W einstellbar.</translation>
    </message>
    <message>
        <source>The same Hopper compute as the H100 SXM with more and faster memory.</source>
        <translation>Dieselbe Hopper-Rechenleistung wie die H100 SXM, mit mehr und schnellerem Speicher.</translation>
    </message>
    <message>
        <source>NVLink bridges connect two cards at 600 GB/s; other GPUs are reached over PCIe Gen5 (128 GB/s). Board power 300 to 350 W.</source>
        <translation>NVLink-Brücken verbinden je zwei Karten mit 600 GB/s; andere GPUs werden über PCIe Gen5 (128 GB/s) erreicht. Leistung der Karte 300 bis 350 W.</translation>
    </message>
    <message>
        <source>Ampere has no FP8 Tensor Cores; 12 third-generation NVLink links of 50 GB/s.</source>
        <translation>Ampere hat keine FP8-Tensor-Cores; 12 NVLink-Verbindungen der dritten Generation mit je 50 GB/s.</translation>
    </message>
    <message>
        <source>8x H100 SXM5</source>
        <translation>8x H100 SXM5</translation>
    </message>
    <message>
        <source>8x H200 SXM5</source>
        <translation>8x H200 SXM5</translation>
    </message>
    <message>
        <source>4x H100 PCIe</source>
        <translation>4x H100 PCIe</translation>
    </message>
    <message>
        <source>All eight GPUs through four NVSwitch chips</source>
        <translation>Alle acht GPUs über vier NVSwitch-Chips</translation>
    </message>
    <message>
        <source>All eight GPUs through NVSwitch chips on the baseboard</source>
        <translation>Alle acht GPUs über NVSwitch-Chips auf dem Baseboard</translation>
    </message>
    <message>
        <source>NVLink bridges join the GPUs in two pairs; pairs talk over PCIe</source>
        <translation>NVLink-Brücken verbinden die GPUs zu zwei Paaren; die Paare kommunizieren über PCIe</translation>
    </message>
    <message>
        <source>6U rack</source>
        <translation>Rack, 6 HE</translation>
    </message>
    <message>
        <source>1.1 TB HBM3e</source>
        <translation>1,1 TB HBM3e</translation>
    </message>
    <message>
        <source>320 GB HBM3</source>
        <translation>320 GB HBM3</translation>
    </message>
    <message>
        <source>4x H100/H200 PCIe</source>
        <translation>4x H100/H200 PCIe</translation>
    </message>
    <message>
        <source>NVLink 3.0 (600 GB/s)</source>
        <translation>NVLink 3.0 (600 GB/s)</translation>
    </message>
    <message>
        <source>1,128 GB HBM3e</source>
        <translation>1.128 GB HBM3e</translation>
    </message>
    <message>
        <source>320 GB HBM2e</source>
        <translation>320 GB HBM2e</translation>
    </message>
    <message>
        <source>fourth-generation NVLink bridges, 600 GB/s per GPU pair</source>
        <translation>NVLink-Brücken der vierten Generation, 600 GB/s je GPU-Paar</translation>
    </message>
    <message>
        <source>The DGX H100 chassis is 8U (356 mm); 6U was the DGX A100.</source>
        <translation>Das Gehäuse des DGX H100 hat 8 HE (356 mm); 6 HE hatte das DGX A100.</translation>
    </message>
    <message>
        <source>The DGX H200 uses the 8U chassis of the DGX H100.</source>
        <translation>Das DGX H200 nutzt das 8-HE-Gehäuse des DGX H100.</translation>
    </message>
    <message>
        <source>The 80 GB H100 PCIe card carries HBM2e (2.0 TB/s), not HBM3.</source>
        <translation>Die H100-PCIe-Karte mit 80 GB hat HBM2e (2,0 TB/s), nicht HBM3.</translation>
    </message>
    <message>
        <source>The PCIe card of the H200 is the H200 NVL (141 GB HBM3e, 900 GB/s bridges); with it the server holds 564 GB, not 320 GB.</source>
        <translation>Die PCIe-Karte der H200 ist die H200 NVL (141 GB HBM3e, Brücken mit 900 GB/s); damit hat der Server 564 GB, nicht 320 GB.</translation>
    </message>
    <message>
        <source>Hopper GPUs use fourth-generation NVLink; 600 GB/s is the bridge bandwidth between two cards, not an all-to-all NVSwitch fabric.</source>
        <translation>Hopper-GPUs nutzen NVLink der vierten Generation; 600 GB/s ist die Bandbreite der Brücke zwischen zwei Karten, keine All-to-All-Fabric über NVSwitch.</translation>
    </message>
    <message>
        <source>InfiniBand NDR</source>
        <translation>InfiniBand NDR</translation>
    </message>
    <message>
        <source>InfiniBand HDR</source>
        <translation>InfiniBand HDR</translation>
    </message>
    <message>
        <source>Ethernet 400 GbE + RoCEv2</source>
        <translation>Ethernet 400 GbE + RoCEv2</translation>
    </message>
    <message>
        <source>Ethernet 100 GbE + RoCEv2</source>
        <translation>Ethernet 100 GbE + RoCEv2</translation>
    </message>
    <message>
        <source>Hot tier</source>
        <translation>Heiße Stufe</translation>
    </message>
    <message>
        <source>Warm tier</source>
        <translation>Warme Stufe</translation>
    </message>
    <message>
        <source>Cold tier</source>
        <translation>Kalte Stufe</translation>
    </message>
    <message>
        <source>Air cooling</source>
        <translation>Luftkühlung</translation>
    </message>
    <message>
        <source>Rear-door heat exchanger (RDHx)</source>
        <translation>Rücktür-Wärmetauscher (RDHx)</translation>
    </message>
    <message>
        <source>Direct-to-chip liquid cooling (DLC)</source>
        <translation>Direkte Flüssigkeitskühlung am Chip (DLC)</translation>
    </message>
    <message>
        <source>Full immersion cooling</source>
        <translation>Vollständige Immersionskühlung</translation>
    </message>
    <message>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <source>Ethernet + RoCEv2</source>
        <translation>Ethernet + RoCEv2</translation>
    </message>
    <message>
        <source>1,000+ GPUs</source>
        <translation>1.000+ GPUs</translation>
    </message>
    <message>
        <source>500+ GPUs</source>
        <translation>500+ GPUs</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Unbegrenzt</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Hoch</translation>
    </message>
    <message>
        <source>Medium-high</source>
        <translation>Mittel bis hoch</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Low-medium</source>
        <translation>Niedrig bis mittel</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Niedrig</translation>
    </message>
    <message>
        <source>Very high</source>
        <translation>Sehr hoch</translation>
    </message>
    <message>
        <source>Large training clusters, frontier models</source>
        <translation>Große Trainingscluster, Frontier-Modelle</translation>
    </message>
    <message>
        <source>Mid-scale training, HPC</source>
        <translation>Training mittlerer Größe, HPC</translation>
    </message>
    <message>
        <source>Large inference, cost-sensitive training</source>
        <translation>Große Inferenz, kostensensibles Training</translation>
    </message>
    <message>
        <source>Small clusters, inference, dev/test</source>
        <translation>Kleine Cluster, Inferenz, Entwicklung/Test</translation>
    </message>
    <message>
        <source>Parallel file system</source>
        <translation>Paralleles Dateisystem</translation>
    </message>
    <message>
        <source>High-capacity NVMe</source>
        <translation>NVMe mit hoher Kapazität</translation>
    </message>
    <message>
        <source>Object storage</source>
        <translation>Objektspeicher</translation>
    </message>
    <message>
        <source>Active training datasets, checkpoints, model weights.</source>
        <translation>Aktive Trainingsdatensätze, Checkpoints, Modellgewichte.</translation>
    </message>
    <message>
        <source>Preprocessed datasets, recent checkpoints, inference model storage.</source>
        <translation>Vorverarbeitete Datensätze, neuere Checkpoints, Ablage der Modelle für die Inferenz.</translation>
    </message>
    <message>
        <source>Raw datasets, archived models, long-term checkpoint storage.</source>
        <translation>Rohdatensätze, archivierte Modelle, Langzeitablage von Checkpoints.</translation>
    </message>
    <message>
        <source>Must deliver hundreds of GB/s of sequential throughput.</source>
        <translation>Muss Hunderte GB/s sequenziellen Durchsatz liefern.</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Chilled water to rack</source>
        <translation>Kaltwasser bis zum Rack</translation>
    </message>
    <message>
        <source>Liquid loop to each server</source>
        <translation>Flüssigkeitskreislauf zu jedem Server</translation>
    </message>
    <message>
        <source>Complete facility redesign</source>
        <translation>Kompletter Umbau des Rechenzentrums</translation>
    </message>
    <message>
        <source>GPFS</source>
        <translation>GPFS</translation>
    </message>
    <message>
        <source>Lustre</source>
        <translation>Lustre</translation>
    </message>
    <message>
        <source>WEKA</source>
        <translation>WEKA</translation>
    </message>
    <message>
        <source>VAST</source>
        <translation>VAST</translation>
    </message>
    <message>
        <source>DDN</source>
        <translation>DDN</translation>
    </message>
    <message>
        <source>All-NVMe arrays</source>
        <translation>All-NVMe-Arrays</translation>
    </message>
    <message>
        <source>NVMe-oF</source>
        <translation>NVMe-oF</translation>
    </message>
    <message>
        <source>S3-compatible</source>
        <translation>S3-kompatibel</translation>
    </message>
    <message>
        <source>Ceph</source>
        <translation>Ceph</translation>
    </message>
    <message>
        <source>MinIO</source>
        <translation>MinIO</translation>
    </message>
    <message>
        <source>8 x 141 GB = 1,128 GB; the course rounds it to 1.1 TB.</source>
        <translation>8 x 141 GB = 1.128 GB; der Kurs rundet das auf 1,1 TB.</translation>
    </message>
    <message>
        <source>NVIDIA H100 Tensor Core GPU datasheet (2023)</source>
        <translation>Datenblatt NVIDIA H100 Tensor Core GPU (2023)</translation>
    </message>
    <message>
        <source>NVIDIA H200 Tensor Core GPU datasheet (2024)</source>
        <translation>Datenblatt NVIDIA H200 Tensor Core GPU (2024)</translation>
    </message>
    <message>
        <source>NVIDIA A100 Tensor Core GPU datasheet (2021)</source>
        <translation>Datenblatt NVIDIA A100 Tensor Core GPU (2021)</translation>
    </message>
    <message>
        <source>NVIDIA DGX H100 datasheet (2023)</source>
        <translation>Datenblatt NVIDIA DGX H100 (2023)</translation>
    </message>
    <message>
        <source>NVIDIA DGX H200 datasheet (2024)</source>
        <translation>Datenblatt NVIDIA DGX H200 (2024)</translation>
    </message>
    <message>
        <source>NVIDIA HGX H100 product brief (2023); system power: AI Infrastructure Explained, System Architecture: AI server platforms table (the DGX H100 figure; NVIDIA gives none for HGX, whose chassis is the OEM&apos;s)</source>
        <translation>Produktbeschreibung NVIDIA HGX H100 (2023); Systemleistung: AI Infrastructure Explained, System Architecture: Tabelle der KI-Serverplattformen (der Wert des DGX H100; NVIDIA nennt keinen für HGX, dessen Gehäuse vom OEM stammt)</translation>
    </message>
    <message>
        <source>AI Infrastructure Explained, System Architecture: AI server platforms table (a generic OEM server: GPU count, power, form factor); GPU figures: NVIDIA H100 Tensor Core GPU datasheet (2023)</source>
        <translation>AI Infrastructure Explained, System Architecture: Tabelle der KI-Serverplattformen (ein allgemeiner OEM-Server: GPU-Anzahl, Leistung, Bauform); GPU-Werte: Datenblatt NVIDIA H100 Tensor Core GPU (2023)</translation>
    </message>
    <message>
        <source>AI Infrastructure Explained, System Architecture: AI network fabric options table; port rate: InfiniBand Trade Association NDR (4 lanes x 100 Gb/s)</source>
        <translation>AI Infrastructure Explained, System Architecture: Tabelle der KI-Netzwerk-Fabrics; Portrate: InfiniBand Trade Association NDR (4 Lanes x 100 Gb/s)</translation>
    </message>
    <message>
        <source>AI Infrastructure Explained, System Architecture: AI network fabric options table; port rate: InfiniBand Trade Association HDR (4 lanes x 50 Gb/s)</source>
        <translation>AI Infrastructure Explained, System Architecture: Tabelle der KI-Netzwerk-Fabrics; Portrate: InfiniBand Trade Association HDR (4 Lanes x 50 Gb/s)</translation>
    </message>
    <message>
        <source>AI Infrastructure Explained, System Architecture: AI network fabric options table; port rate: IEEE 802.3bs-2017 (400GBASE); RoCEv2: InfiniBand Architecture Specification, Annex A17</source>
        <translation>AI Infrastructure Explained, System Architecture: Tabelle der KI-Netzwerk-Fabrics; Portrate: IEEE 802.3bs-2017 (400GBASE); RoCEv2: InfiniBand Architecture Specification, Annex A17</translation>
    </message>
    <message>
        <source>AI Infrastructure Explained, System Architecture: AI network fabric options table; port rate: IEEE 802.3ba-2010 (100GBASE); RoCEv2: InfiniBand Architecture Specification, Annex A17</source>
        <translation>AI Infrastructure Explained, System Architecture: Tabelle der KI-Netzwerk-Fabrics; Portrate: IEEE 802.3ba-2010 (100GBASE); RoCEv2: InfiniBand Architecture Specification, Annex A17</translation>
    </message>
    <message>
        <source>AI Infrastructure Explained, System Architecture: storage architecture</source>
        <translation>AI Infrastructure Explained, System Architecture: Speicherarchitektur</translation>
    </message>
    <message>
        <source>AI Infrastructure Explained, System Architecture: cooling technology comparison table</source>
        <translation>AI Infrastructure Explained, System Architecture: Vergleichstabelle der Kühltechniken</translation>
    </message>
    <message>
        <source>Industry average PUE 1.58 in 2023, at sites cooled mostly by air; most operators have no rack above 20 kW.</source>
        <translation>Branchendurchschnitt 2023: PUE 1,58, an Standorten mit überwiegend Luftkühlung; die meisten Betreiber haben kein Rack über 20 kW.</translation>
    </message>
    <message>
        <source>Uptime Institute Global Data Center Survey 2023 (Uptime Intelligence report 106)</source>
        <translation>Uptime Institute Global Data Center Survey 2023 (Uptime-Intelligence-Bericht 106)</translation>
    </message>
    <message>
        <source>A rear door removes 55 to 85 % of the heat of a 20 to 32 kW cabinet, depending on the water&apos;s temperature and flow; the room&apos;s air cooling takes the rest.</source>
        <translation>Eine Rücktür führt 55 bis 85 % der Wärme eines Schranks mit 20 bis 32 kW ab, je nach Temperatur und Durchfluss des Wassers; den Rest übernimmt die Luftkühlung des Raums.</translation>
    </message>
    <message>
        <source>IBM Power Systems documentation: rear door heat exchanger specifications</source>
        <translation>Dokumentation zu IBM Power Systems: Spezifikationen des Rücktür-Wärmetauschers</translation>
    </message>
    <message>
        <source>Moving a hall from all air to 75 % direct-to-chip cooling cut facility power by 18.1 % and total power by 10.2 %, but PUE by only 3.3 %: the servers&apos; fans leave the IT load.</source>
        <translation>Der Umbau einer Halle von reiner Luftkühlung auf 75 % Direct-to-Chip-Kühlung senkte die Leistung der Gebäudetechnik um 18,1 % und die Gesamtleistung um 10,2 %, die PUE aber nur um 3,3 %: Die Lüfter der Server fallen aus der IT-Last heraus.</translation>
    </message>
    <message>
        <source>Vertiv and NVIDIA: introducing liquid cooling into an air-cooled data center (Vertiv, 2023)</source>
        <translation>Vertiv und NVIDIA: Flüssigkeitskühlung in einem luftgekühlten Rechenzentrum einführen (Vertiv, 2023)</translation>
    </message>
    <message>
        <source>Immersion cools racks from 10 kW to beyond 100 kW.</source>
        <translation>Immersion kühlt Racks von 10 kW bis über 100 kW.</translation>
    </message>
    <message>
        <source>Telecommunications Industry Association: Immersion cooling in the data center (B. Elliott, Capitoline)</source>
        <translation>Telecommunications Industry Association: Immersionskühlung im Rechenzentrum (B. Elliott, Capitoline)</translation>
    </message>
</context>
<context>
    <name>ailab::core::net::roce</name>
    <message>
        <source>InfiniBand Architecture Specification Vol. 1: path MTU 256 to 4096 B</source>
        <translation>InfiniBand Architecture Specification Vol. 1: Pfad-MTU 256 bis 4096 B</translation>
    </message>
    <message>
        <source>NVIDIA ConnectX-7 datasheet (400 Gb/s port); IEEE 802.3bs-2017</source>
        <translation>Datenblatt NVIDIA ConnectX-7 (Port mit 400 Gb/s); IEEE 802.3bs-2017</translation>
    </message>
    <message>
        <source>10 m of fibre at about 5 ns/m (refractive index about 1.47)</source>
        <translation>10 m Glasfaser mit etwa 5 ns/m (Brechungsindex etwa 1,47)</translation>
    </message>
    <message>
        <source>store and forward; data-centre switches quote 0.5 to 1 µs port to port</source>
        <translation>Store-and-Forward; Rechenzentrums-Switches nennen 0,5 bis 1 µs von Port zu Port</translation>
    </message>
    <message>
        <source>PCIe 5.0 x16: 32 GT/s x 16 lanes, 128b/130b, about 63 GB/s per direction (PCI-SIG)</source>
        <translation>PCIe 5.0 x16: 32 GT/s x 16 Lanes, 128b/130b, etwa 63 GB/s pro Richtung (PCI-SIG)</translation>
    </message>
    <message>
        <source>per link, as in the GPU server lab; DMA read round trips take several hundred ns (Neugebauer et al., SIGCOMM 2018)</source>
        <translation>pro Verbindung, wie im GPU-Server-Labor; DMA-Lesezugriffe brauchen hin und zurück mehrere hundert ns (Neugebauer et al., SIGCOMM 2018)</translation>
    </message>
    <message>
        <source>user-space WQE write, no system call (Kalia et al., USENIX ATC 2016)</source>
        <translation>WQE im User-Space schreiben, ohne Systemaufruf (Kalia et al., USENIX ATC 2016)</translation>
    </message>
    <message>
        <source>RNIC pipeline per packet</source>
        <translation>RNIC-Pipeline pro Paket</translation>
    </message>
    <message>
        <source>reading one CQE from host memory</source>
        <translation>ein CQE aus dem Hauptspeicher lesen</translation>
    </message>
    <message>
        <source>ibv_reg_mr; cost grows with the pages pinned (Mietke et al., Euro-Par 2006)</source>
        <translation>ibv_reg_mr; die Kosten wachsen mit den fixierten Seiten (Mietke et al., Euro-Par 2006)</translation>
    </message>
    <message>
        <source>per 4 KiB page pinned and translated (Frey and Alonso, ICDCS 2009)</source>
        <translation>pro fixierter und übersetzter Seite von 4 KiB (Frey und Alonso, ICDCS 2009)</translation>
    </message>
    <message>
        <source>QP creation, out-of-band exchange, INIT to RTR to RTS</source>
        <translation>QP anlegen, Austausch außerhalb des Bands, INIT über RTR nach RTS</translation>
    </message>
    <message>
        <source>1500 B MTU - 20 B IPv4 - 20 B TCP - 12 B timestamps (RFC 7323)</source>
        <translation>1500 B MTU - 20 B IPv4 - 20 B TCP - 12 B Zeitstempel (RFC 7323)</translation>
    </message>
    <message>
        <source>one core; copying is the largest receive cost (Cai et al., SIGCOMM 2021)</source>
        <translation>ein Kern; Kopieren ist der größte Empfangsaufwand (Cai et al., SIGCOMM 2021)</translation>
    </message>
    <message>
        <source>direct and indirect cost of a system call (Soares and Stumm, OSDI 2010)</source>
        <translation>direkte und indirekte Kosten eines Systemaufrufs (Soares und Stumm, OSDI 2010)</translation>
    </message>
    <message>
        <source>sender TCP/IP per segment, no TSO</source>
        <translation>TCP/IP des Senders pro Segment, ohne TSO</translation>
    </message>
    <message>
        <source>receiver TCP/IP per segment, no GRO</source>
        <translation>TCP/IP des Empfängers pro Segment, ohne GRO</translation>
    </message>
    <message>
        <source>hard interrupt and softirq entry</source>
        <translation>Hardware-Interrupt und Eintritt in den Softirq</translation>
    </message>
    <message>
        <source>interrupt moderation (ethtool rx-usecs)</source>
        <translation>Interrupt-Moderation (ethtool rx-usecs)</translation>
    </message>
    <message>
        <source>waking and scheduling the thread blocked in recv()</source>
        <translation>den in recv() blockierten Thread wecken und einplanen</translation>
    </message>
    <message>
        <source>sender cost per TCP ACK</source>
        <translation>Aufwand des Senders pro TCP-ACK</translation>
    </message>
    <message>
        <source>delayed ACK: at least every second full segment (RFC 1122, 4.2.3.2)</source>
        <translation>verzögertes ACK: mindestens jedes zweite volle Segment (RFC 1122, 4.2.3.2)</translation>
    </message>
    <message>
        <source>cudaMemcpy call and synchronisation</source>
        <translation>Aufruf von cudaMemcpy und Synchronisation</translation>
    </message>
</context>
<context>
    <name>ailab::core::security</name>
    <message>
        <source>NVIDIA Multi-Instance GPU User Guide, &quot;Introduction&quot; (each GPU instance has its own streaming multiprocessors and its own paths through the memory system: crossbar ports, L2 cache banks, memory controllers, DRAM)</source>
        <translation>NVIDIA Multi-Instance GPU User Guide, „Introduction“ (jede GPU-Instanz hat ihre eigenen Streaming-Multiprozessoren und ihre eigenen Wege durch das Speichersystem: Crossbar-Ports, L2-Cache-Bänke, Speichercontroller, DRAM)</translation>
    </message>
    <message>
        <source>NVIDIA, &quot;Multi-Instance GPU&quot; (each instance has dedicated compute, memory and cache, with guaranteed quality of service and fault isolation)</source>
        <translation>NVIDIA, „Multi-Instance GPU“ (jede Instanz hat eigene Rechenwerke, eigenen Speicher und Cache, mit garantierter Dienstgüte und Fehlerisolation)</translation>
    </message>
    <message>
        <source>NVIDIA GPU Operator, &quot;Time-Slicing GPUs in Kubernetes&quot; (unlike MIG, there is no memory or fault isolation between replicas; workloads interleave on the GPU)</source>
        <translation>NVIDIA GPU Operator, „Time-Slicing GPUs in Kubernetes“ (anders als bei MIG gibt es zwischen den Replikaten keine Speicher- oder Fehlerisolation; die Workloads wechseln sich auf der GPU ab)</translation>
    </message>
    <message>
        <source>AI Infrastructure Explained, section 08.3 (a dedicated allocation assigns whole accelerators; the host, its network interfaces and storage remain shared)</source>
        <translation>AI Infrastructure Explained, Abschnitt 08.3 (eine dedizierte Zuteilung vergibt ganze Beschleuniger; Host, Netzwerkschnittstellen und Speicher bleiben geteilt)</translation>
    </message>
</context>
<context>
    <name>ailab::core::train</name>
    <message>
        <source>Servers</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>GPUs per server</source>
        <translation>GPUs pro Server</translation>
    </message>
    <message>
        <source>Model parameters</source>
        <translation>Modellparameter</translation>
    </message>
    <message>
        <source>A 7B model: it does not fit one 80 GB GPU for training (mixed-precision Adam: 2 + 2 + 12 B per parameter).</source>
        <translation>Ein 7B-Modell: Für das Training passt es nicht auf eine GPU mit 80 GB (Adam mit gemischter Genauigkeit: 2 + 2 + 12 B pro Parameter).</translation>
    </message>
    <message>
        <source>Tokens per step</source>
        <translation>Tokens pro Schritt</translation>
    </message>
    <message>
        <source>256 sequences of 2,048 tokens; LLaMA used 4M-token batches (Touvron et al. 2023).</source>
        <translation>256 Sequenzen mit je 2.048 Tokens; LLaMA nutzte Batches mit 4 Mio. Tokens (Touvron et al. 2023).</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation</source>
        <translation>Modell-FLOPs-Auslastung (MFU)</translation>
    </message>
    <message>
        <source>Large dense training reaches 35-50 % MFU (PaLM: 46 %, Chowdhery et al. 2022).</source>
        <translation>Großes dichtes Training erreicht 35–50 % MFU (PaLM: 46 %, Chowdhery et al. 2022).</translation>
    </message>
    <message>
        <source>Gradient bytes per parameter</source>
        <translation>Gradienten-Bytes pro Parameter</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>BF16 gradients, 2 B each (Rajbhandari et al. 2020, ZeRO).</source>
        <translation>BF16-Gradienten, je 2 B (Rajbhandari et al. 2020, ZeRO).</translation>
    </message>
    <message>
        <source>Latency per ring step</source>
        <translation>Latenz pro Ring-Schritt</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>Compute/communication overlap</source>
        <translation>Überlappung von Rechnen und Kommunikation</translation>
    </message>
    <message>
        <source>Gradient buckets are reduced during the backward pass, two thirds of 6ND (Kaplan et al. 2020); half of the compute time is a cautious share.</source>
        <translation>Gradienten-Buckets werden während des Backward-Passes reduziert, der zwei Drittel von 6ND ausmacht (Kaplan et al. 2020); die Hälfte der Rechenzeit ist ein vorsichtiger Anteil.</translation>
    </message>
    <message>
        <source>Training data per GPU per step</source>
        <translation>Trainingsdaten pro GPU und Schritt</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>Storage read throughput</source>
        <translation>Lesedurchsatz des Speichers</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>Storage write throughput</source>
        <translation>Schreibdurchsatz des Speichers</translation>
    </message>
    <message>
        <source>Checkpoint bytes per parameter</source>
        <translation>Checkpoint-Bytes pro Parameter</translation>
    </message>
    <message>
        <source>Weights and optimizer state with mixed-precision Adam: 16 B per parameter (Rajbhandari et al. 2020, ZeRO).</source>
        <translation>Gewichte und Optimiererzustand bei Adam mit gemischter Genauigkeit: 16 B pro Parameter (Rajbhandari et al. 2020, ZeRO).</translation>
    </message>
    <message>
        <source>Checkpoint every</source>
        <translation>Checkpoint alle</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Static power share of TDP</source>
        <translation>Statischer Leistungsanteil der TDP</translation>
    </message>
    <message>
        <source>Power that does no work (leakage, memory, fans); throughput follows the cube root of the dynamic power (P ~ f^3, Hennessy and Patterson).</source>
        <translation>Leistung, die keine Arbeit verrichtet (Leckströme, Speicher, Lüfter); der Durchsatz folgt der Kubikwurzel der dynamischen Leistung (P ~ f^3, Hennessy und Patterson).</translation>
    </message>
    <message>
        <source>Storage slowdown</source>
        <translation>Verlangsamung des Speichers</translation>
    </message>
    <message>
        <source>x</source>
        <translation>x</translation>
    </message>
    <message>
        <source>Healthy storage; the learner divides its throughput by this factor.</source>
        <translation>Intakter Speicher; Sie teilen seinen Durchsatz durch diesen Faktor.</translation>
    </message>
    <message>
        <source>Usable network bandwidth</source>
        <translation>Nutzbare Netzwerkbandbreite</translation>
    </message>
    <message>
        <source>Healthy fabric; congestion leaves this share of each port&apos;s bandwidth.</source>
        <translation>Intakte Fabric; bei Überlast bleibt dieser Anteil der Bandbreite jedes Ports.</translation>
    </message>
    <message>
        <source>GPU power cap</source>
        <translation>GPU-Leistungsgrenze</translation>
    </message>
    <message>
        <source>Full TDP; a facility power limit caps each GPU at this share.</source>
        <translation>Volle TDP; eine Leistungsgrenze des Rechenzentrums begrenzt jede GPU auf diesen Anteil.</translation>
    </message>
    <message>
        <source>Job submission</source>
        <translation>Übermittlung des Jobs</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>API call and admission control.</source>
        <translation>API-Aufruf und Zulassungskontrolle.</translation>
    </message>
    <message>
        <source>Resource allocation</source>
        <translation>Zuteilung der Ressourcen</translation>
    </message>
    <message>
        <source>Gang scheduling of all GPUs and container start.</source>
        <translation>Gang-Scheduling aller GPUs und Start der Container.</translation>
    </message>
    <message>
        <source>Steps shown in the journey</source>
        <translation>Im Weg gezeigte Schritte</translation>
    </message>
    <message>
        <source>Enough steps to see the steady state; the job then writes its final checkpoint.</source>
        <translation>Genug Schritte, um den eingeschwungenen Zustand zu sehen; danach schreibt der Job seinen letzten Checkpoint.</translation>
    </message>
    <message>
        <source>Client to gateway</source>
        <translation>Client zum Gateway</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>One-way wide-area latency to the serving region.</source>
        <translation>Einfache WAN-Latenz zur bedienenden Region.</translation>
    </message>
    <message>
        <source>API gateway</source>
        <translation>API-Gateway</translation>
    </message>
    <message>
        <source>Authentication and rate limiting.</source>
        <translation>Authentifizierung und Ratenbegrenzung.</translation>
    </message>
    <message>
        <source>Scheduler and router</source>
        <translation>Scheduler und Router</translation>
    </message>
    <message>
        <source>Choosing a model server replica.</source>
        <translation>Auswahl eines Replikats des Modellservers.</translation>
    </message>
    <message>
        <source>Queueing at the model server</source>
        <translation>Warteschlange am Modellserver</translation>
    </message>
    <message>
        <source>Prefill</source>
        <translation>Prefill</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>Ausgabetokens</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>Zeit pro Ausgabetoken</translation>
    </message>
    <message>
        <source>Response to client</source>
        <translation>Antwort an den Client</translation>
    </message>
    <message>
        <source>One-way wide-area latency back to the client.</source>
        <translation>Einfache WAN-Latenz zurück zum Client.</translation>
    </message>
    <message>
        <source>Four 8-GPU servers give the 32 GPUs of the capstone cluster (AI Infrastructure Explained, Lab 09).</source>
        <translation>Vier Server mit je 8 GPUs ergeben die 32 GPUs des Abschluss-Clusters (AI Infrastructure Explained, Lab 09).</translation>
    </message>
    <message>
        <source>DGX and HGX H100 carry 8 GPUs (AI Infrastructure Explained, System Architecture: platform table).</source>
        <translation>DGX und HGX H100 tragen 8 GPUs (AI Infrastructure Explained, System Architecture: Plattformtabelle).</translation>
    </message>
    <message>
        <source>Port latency is 0.5-3 µs (AI Infrastructure Explained, System Architecture: fabric table); software adds a few µs per step.</source>
        <translation>Die Portlatenz beträgt 0,5–3 µs (AI Infrastructure Explained, System Architecture: Fabric-Tabelle); Software fügt pro Schritt einige µs hinzu.</translation>
    </message>
    <message>
        <source>After the capstone demand of about 1 GB/s per GPU (AI Infrastructure Explained, Lab 09).</source>
        <translation>Nach dem Bedarf des Abschluss-Clusters von etwa 1 GB/s pro GPU (AI Infrastructure Explained, Lab 09).</translation>
    </message>
    <message>
        <source>The capstone storage: 40 GB/s for 32 GPUs (AI Infrastructure Explained, Lab 09).</source>
        <translation>Der Speicher des Abschluss-Clusters: 40 GB/s für 32 GPUs (AI Infrastructure Explained, Lab 09).</translation>
    </message>
    <message>
        <source>The checkpoint example writes at 10 GB/s (AI Infrastructure Explained, Lab 06).</source>
        <translation>Das Checkpoint-Beispiel schreibt mit 10 GB/s (AI Infrastructure Explained, Lab 06).</translation>
    </message>
    <message>
        <source>About every 30 minutes at this step time, as in the checkpoint example of AI Infrastructure Explained, section 06.5.</source>
        <translation>Bei dieser Schrittzeit etwa alle 30 Minuten, wie im Checkpoint-Beispiel von AI Infrastructure Explained, Abschnitt 06.5.</translation>
    </message>
    <message>
        <source>With prefill, the TTFT of 400 ms (AI Infrastructure Explained, section 07.5); the split is assumed.</source>
        <translation>Zusammen mit dem Prefill die TTFT von 400 ms (AI Infrastructure Explained, Abschnitt 07.5); die Aufteilung ist angenommen.</translation>
    </message>
    <message>
        <source>With queueing, the TTFT of 400 ms (AI Infrastructure Explained, section 07.5); the split is assumed.</source>
        <translation>Zusammen mit der Warteschlange die TTFT von 400 ms (AI Infrastructure Explained, Abschnitt 07.5); die Aufteilung ist angenommen.</translation>
    </message>
    <message>
        <source>The worked example: 100 tokens (AI Infrastructure Explained, section 07.5).</source>
        <translation>Das Rechenbeispiel: 100 Tokens (AI Infrastructure Explained, Abschnitt 07.5).</translation>
    </message>
    <message>
        <source>The worked example: 25 ms between tokens (AI Infrastructure Explained, section 07.5).</source>
        <translation>Das Rechenbeispiel: 25 ms zwischen den Tokens (AI Infrastructure Explained, Abschnitt 07.5).</translation>
    </message>
    <message>
        <source>GPU HBM</source>
        <translation>GPU HBM</translation>
    </message>
    <message>
        <source>catalog: NVIDIA H100 Tensor Core GPU datasheet (2023); capacity: AI Infrastructure Explained, Lab 02 memory explorer</source>
        <translation>Katalog: Datenblatt NVIDIA H100 Tensor Core GPU (2023); Kapazität: AI Infrastructure Explained, Speicher-Explorer in Lab 02</translation>
    </message>
    <message>
        <source>Host DRAM</source>
        <translation>Host-DRAM</translation>
    </message>
    <message>
        <source>capacity: AI Infrastructure Explained, Lab 02 memory explorer; PCIe 5.0 x16 to the GPU (PCI-SIG PCIe 5.0 base specification: 32 GT/s per lane)</source>
        <translation>Kapazität: AI Infrastructure Explained, Speicher-Explorer in Lab 02; PCIe 5.0 x16 zur GPU (PCI-SIG PCIe 5.0 Base Specification: 32 GT/s pro Lane)</translation>
    </message>
    <message>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <source>capacity: AI Infrastructure Explained, Lab 02 memory explorer; 7 GB/s sequential read per PCIe 4.0 x4 drive (Samsung 990 PRO datasheet: 7,450 MB/s)</source>
        <translation>Kapazität: AI Infrastructure Explained, Speicher-Explorer in Lab 02; 7 GB/s sequenzielles Lesen pro Laufwerk an PCIe 4.0 x4 (Datenblatt Samsung 990 PRO: 7.450 MB/s)</translation>
    </message>
</context>
<context>
    <name>ailab::labs::ActivityEditor</name>
    <message>
        <source>Activity editor</source>
        <translation>Aktivitätseditor</translation>
    </message>
    <message>
        <source>The activity</source>
        <translation>Die Aktivität</translation>
    </message>
    <message>
        <source>Activity id</source>
        <translation>Kennung der Aktivität</translation>
    </message>
    <message>
        <source>Lower-case letters, digits, &apos;-&apos; and &apos;_&apos;</source>
        <translation>Kleinbuchstaben, Ziffern, „-“ und „_“</translation>
    </message>
    <message>
        <source>Title in English</source>
        <translation>Titel auf Englisch</translation>
    </message>
    <message>
        <source>Title in German</source>
        <translation>Titel auf Deutsch</translation>
    </message>
    <message>
        <source>Instruction in English</source>
        <translation>Anleitung auf Englisch</translation>
    </message>
    <message>
        <source>Instruction in German</source>
        <translation>Anleitung auf Deutsch</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>&amp;Kennung:</translation>
    </message>
    <message>
        <source>&amp;Title (English):</source>
        <translation>&amp;Titel (Englisch):</translation>
    </message>
    <message>
        <source>Title (German):</source>
        <translation>Titel (Deutsch):</translation>
    </message>
    <message>
        <source>&amp;Instruction (English):</source>
        <translation>&amp;Anleitung (Englisch):</translation>
    </message>
    <message>
        <source>Instruction (German):</source>
        <translation>Anleitung (Deutsch):</translation>
    </message>
    <message>
        <source>&amp;Assessment: no hints, one answer a task, a result file</source>
        <translation>&amp;Test: keine Hinweise, eine Antwort je Aufgabe, eine Ergebnisdatei</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>keine Grenze</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>Zeitgrenze</translation>
    </message>
    <message>
        <source>Say at once whether an answer was right</source>
        <translation>Sofort sagen, ob eine Antwort richtig war</translation>
    </message>
    <message>
        <source>Time limit:</source>
        <translation>Zeitgrenze:</translation>
    </message>
    <message>
        <source>Controls the activity locks or hides</source>
        <translation>Einstellungen, die die Aktivität sperrt oder ausblendet</translation>
    </message>
    <message>
        <source>A locked control must keep its start value for a goal to be met; a hidden one is not part of the activity.</source>
        <translation>Eine gesperrte Einstellung muss ihren Startwert behalten, damit ein Ziel erreicht ist; eine ausgeblendete gehört nicht zur Aktivität.</translation>
    </message>
    <message>
        <source>Control</source>
        <translation>Einstellung</translation>
    </message>
    <message>
        <source>In the start</source>
        <translation>Am Start</translation>
    </message>
    <message>
        <source>Locked</source>
        <translation>Gesperrt</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Ausgeblendet</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <source>Add a &amp;number</source>
        <translation>&amp;Zahl hinzufügen</translation>
    </message>
    <message>
        <source>Add a &amp;choice</source>
        <translation>Aus&amp;wahl hinzufügen</translation>
    </message>
    <message>
        <source>Remove the task</source>
        <translation>Aufgabe entfernen</translation>
    </message>
    <message>
        <source>Open...</source>
        <translation>Öffnen …</translation>
    </message>
    <message>
        <source>&amp;Validate</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <source>&amp;Preview as a learner</source>
        <translation>&amp;Vorschau als Lernende(r)</translation>
    </message>
    <message>
        <source>&amp;Save...</source>
        <translation>&amp;Speichern …</translation>
    </message>
    <message>
        <source>The model could not run the start: %1</source>
        <translation>Das Modell konnte den Start nicht rechnen: %1</translation>
    </message>
    <message>
        <source>(a part of the model)</source>
        <translation>(ein Teil des Modells)</translation>
    </message>
    <message numerus="yes">
        <source>Valid: %n task(s), each checked by the lab&apos;s model.</source>
        <translation>
            <numerusform>Gültig: %n Aufgabe, vom Modell des Labors geprüft.</numerusform>
            <numerusform>Gültig: %n Aufgaben, jede vom Modell des Labors geprüft.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not valid yet: %1</source>
        <translation>Noch nicht gültig: %1</translation>
    </message>
    <message>
        <source>The activity is open in the lab&apos;s activity pane, as a learner meets it.</source>
        <translation>Die Aktivität ist im Aktivitätsbereich des Labors geöffnet, so wie Lernende sie sehen.</translation>
    </message>
    <message>
        <source>The lab&apos;s activity pane did not open the activity.</source>
        <translation>Der Aktivitätsbereich des Labors hat die Aktivität nicht geöffnet.</translation>
    </message>
    <message>
        <source>it is an activity of the lab &quot;%1&quot;</source>
        <translation>es ist eine Aktivität des Labors „%1“</translation>
    </message>
    <message>
        <source>Save the activity</source>
        <translation>Aktivität speichern</translation>
    </message>
    <message>
        <source>Activity files (*.json)</source>
        <translation>Aktivitätsdateien (*.json)</translation>
    </message>
    <message>
        <source>Saved as %1.</source>
        <translation>Gespeichert als %1.</translation>
    </message>
    <message>
        <source>Open an activity file</source>
        <translation>Aktivitätsdatei öffnen</translation>
    </message>
    <message>
        <source>The activity was not opened: %1</source>
        <translation>Die Aktivität wurde nicht geöffnet: %1</translation>
    </message>
</context>
<context>
    <name>ailab::labs::ActivityLibrary</name>
    <message>
        <source>cannot read %1</source>
        <translation>%1 kann nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>ailab::labs::ActivityPane</name>
    <message>
        <source>Activities</source>
        <translation>Aktivitäten</translation>
    </message>
    <message>
        <source>Activity</source>
        <translation>Aktivität</translation>
    </message>
    <message>
        <source>This lab ships no activities yet; an instructor&apos;s activity file opens here.</source>
        <translation>Dieses Labor bringt noch keine Aktivitäten mit; die Aktivitätsdatei einer Lehrkraft lässt sich hier öffnen.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Open activity file...</source>
        <translation>Aktivitätsdatei öffnen …</translation>
    </message>
    <message>
        <source>Open activity file</source>
        <translation>Aktivitätsdatei öffnen</translation>
    </message>
    <message>
        <source>Activity files (*.json)</source>
        <translation>Aktivitätsdateien (*.json)</translation>
    </message>
    <message>
        <source>The activity was not opened: %1</source>
        <translation>Die Aktivität wurde nicht geöffnet: %1</translation>
    </message>
    <message>
        <source>The activity was not opened: it is for another lab (%1).</source>
        <translation>Die Aktivität wurde nicht geöffnet: Sie gehört zu einem anderen Labor (%1).</translation>
    </message>
    <message>
        <source>Wait until the check in progress has finished.</source>
        <translation>Warten Sie, bis die laufende Prüfung fertig ist.</translation>
    </message>
    <message>
        <source>This activity keeps these settings as they start: %1. A goal is not met when one of them changed.</source>
        <translation>Diese Aktivität lässt diese Einstellungen, wie sie beginnen: %1. Ein Ziel gilt nicht als erreicht, wenn eine davon geändert wurde.</translation>
    </message>
    <message>
        <source>Leave these settings alone, they are not part of this activity: %1.</source>
        <translation>Lassen Sie diese Einstellungen unverändert, sie gehören nicht zu dieser Aktivität: %1.</translation>
    </message>
    <message>
        <source>The model could not check this state: %1</source>
        <translation>Das Modell konnte diesen Zustand nicht prüfen: %1</translation>
    </message>
    <message numerus="yes">
        <source>Score: %1 of %2 points; %3 of %n task(s) solved.</source>
        <translation>
            <numerusform>Punkte: %1 von %2; %3 von %n Aufgabe gelöst.</numerusform>
            <numerusform>Punkte: %1 von %2; %3 von %n Aufgaben gelöst.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand in the assessment first.</source>
        <translation>Geben Sie zuerst den Test ab.</translation>
    </message>
    <message numerus="yes">
        <source>Answered: %1 of %n task(s).</source>
        <translation>
            <numerusform>Beantwortet: %1 von %n Aufgabe.</numerusform>
            <numerusform>Beantwortet: %1 von %n Aufgaben.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>&amp;Ihr Name:</translation>
    </message>
    <message>
        <source>Begin the assessment</source>
        <translation>Test beginnen</translation>
    </message>
    <message>
        <source>Hand in...</source>
        <translation>Abgeben …</translation>
    </message>
    <message>
        <source>Hand in now? Your answers cannot be changed afterwards.</source>
        <translation>Jetzt abgeben? Ihre Antworten lassen sich danach nicht mehr ändern.</translation>
    </message>
    <message>
        <source>Yes, hand in</source>
        <translation>Ja, abgeben</translation>
    </message>
    <message>
        <source>Not yet</source>
        <translation>Noch nicht</translation>
    </message>
    <message>
        <source>Save a copy of the result...</source>
        <translation>Kopie des Ergebnisses speichern …</translation>
    </message>
    <message>
        <source>Save the result files in</source>
        <translation>Ergebnisdateien speichern in</translation>
    </message>
    <message>
        <source>This activity is an assessment: no hints are offered, and each answer is submitted once and cannot be changed.</source>
        <translation>Diese Aktivität ist ein Test: Es gibt keine Hinweise, und jede Antwort wird einmal abgegeben und kann nicht mehr geändert werden.</translation>
    </message>
    <message numerus="yes">
        <source>You have %n minute(s) from when you begin; then the assessment ends by itself.</source>
        <translation>
            <numerusform>Sie haben ab Beginn %n Minute Zeit; dann endet der Test von selbst.</numerusform>
            <numerusform>Sie haben ab Beginn %n Minuten Zeit; dann endet der Test von selbst.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your result is saved in a file that you hand in.</source>
        <translation>Ihr Ergebnis wird in einer Datei gespeichert, die Sie abgeben.</translation>
    </message>
    <message>
        <source>Give your name to begin: %1</source>
        <translation>Geben Sie Ihren Namen ein, um zu beginnen: %1</translation>
    </message>
    <message>
        <source>%1, time left: %2</source>
        <translation>%1, verbleibende Zeit: %2</translation>
    </message>
    <message>
        <source>%1, time: %2</source>
        <translation>%1, Zeit: %2</translation>
    </message>
    <message>
        <source>The time is up.</source>
        <translation>Die Zeit ist abgelaufen.</translation>
    </message>
    <message>
        <source>You handed in.</source>
        <translation>Sie haben abgegeben.</translation>
    </message>
    <message>
        <source>Your result: %1 of %2 points; %3 of %4 tasks solved.</source>
        <translation>Ihr Ergebnis: %1 von %2 Punkten; %3 von %4 Aufgaben gelöst.</translation>
    </message>
    <message>
        <source>The result files are in %1.</source>
        <translation>Die Ergebnisdateien liegen in %1.</translation>
    </message>
    <message>
        <source>The result could not be saved: %1</source>
        <translation>Das Ergebnis konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>A copy of the result is in %1.</source>
        <translation>Eine Kopie des Ergebnisses liegt in %1.</translation>
    </message>
    <message>
        <source>Make an activity from this...</source>
        <translation>Aktivität aus diesem Zustand erstellen …</translation>
    </message>
    <message>
        <source>For instructors: an activity that starts in the lab&apos;s state as it is now, with tasks the model checks</source>
        <translation>Für Lehrende: eine Aktivität, die im jetzigen Zustand des Labors beginnt, mit Aufgaben, die das Modell prüft</translation>
    </message>
    <message>
        <source>The lab&apos;s state cannot start an activity: %1</source>
        <translation>Mit dem Zustand des Labors kann keine Aktivität beginnen: %1</translation>
    </message>
    <message>
        <source>The solution could not be loaded: %1</source>
        <translation>Die Lösung konnte nicht geladen werden: %1</translation>
    </message>
</context>
<context>
    <name>ailab::labs::ActivityProgress</name>
    <message>
        <source>Your progress is not saved: %1. Reset the progress to start a new record.</source>
        <translation>Ihr Fortschritt wird nicht gespeichert: %1. Setzen Sie den Fortschritt zurück, um neu zu beginnen.</translation>
    </message>
</context>
<context>
    <name>ailab::labs::ActivityTaskBox</name>
    <message numerus="yes">
        <source>Task %1 (%n point(s))</source>
        <extracomment>A task of an activity: its number and what it is worth</extracomment>
        <translation>
            <numerusform>Aufgabe %1 (%n Punkt)</numerusform>
            <numerusform>Aufgabe %1 (%n Punkte)</numerusform>
        </translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Ihre Antwort</translation>
    </message>
    <message>
        <source>Your answer in %1</source>
        <translation>Ihre Antwort in %1</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>Choose an answer</source>
        <translation>Antwort wählen</translation>
    </message>
    <message>
        <source>Check my design</source>
        <translation>Meinen Entwurf prüfen</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>Enter a number first.</source>
        <translation>Geben Sie zuerst eine Zahl ein.</translation>
    </message>
    <message>
        <source>Choose an answer first.</source>
        <translation>Wählen Sie zuerst eine Antwort.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint %1:&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;Hinweis %1:&lt;/b&gt; %2</translation>
    </message>
    <message numerus="yes">
        <source>Hint (costs %n point(s))</source>
        <translation>
            <numerusform>Hinweis (kostet %n Punkt)</numerusform>
            <numerusform>Hinweis (kostet %n Punkte)</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint (free)</source>
        <translation>Hinweis (kostenlos)</translation>
    </message>
    <message>
        <source>Your design gives %1, which meets the goal, but it asks for the fewest: less of %2 meets it as well.</source>
        <translation>Ihr Entwurf ergibt %1 und erreicht das Ziel, doch es verlangt das Wenigste: Mit weniger von %2 wird es ebenfalls erreicht.</translation>
    </message>
    <message>
        <source>Not met yet: your design gives %1; the goal is %2.</source>
        <translation>Noch nicht erreicht: Ihr Entwurf ergibt %1; das Ziel ist %2.</translation>
    </message>
    <message>
        <source>You changed %1, which this task keeps as it started (or within its bounds).</source>
        <translation>Sie haben %1 geändert, was diese Aufgabe so lässt, wie es begann (oder in seinen Grenzen).</translation>
    </message>
    <message>
        <source>✔ Right.</source>
        <translation>✔ Richtig.</translation>
    </message>
    <message>
        <source>✘ Not right yet.</source>
        <translation>✘ Noch nicht richtig.</translation>
    </message>
    <message>
        <source>Look at the lab again, or take a hint.</source>
        <translation>Sehen Sie sich das Labor noch einmal an oder nehmen Sie einen Hinweis.</translation>
    </message>
    <message>
        <source>Submit my design</source>
        <translation>Meinen Entwurf abgeben</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>Abgeben</translation>
    </message>
    <message>
        <source>Answer submitted: %1.</source>
        <translation>Antwort abgegeben: %1.</translation>
    </message>
    <message>
        <source>✘ Not right.</source>
        <translation>✘ Nicht richtig.</translation>
    </message>
    <message>
        <source>Not answered.</source>
        <translation>Nicht beantwortet.</translation>
    </message>
    <message>
        <source>Show a solution</source>
        <translation>Eine Lösung zeigen</translation>
    </message>
    <message>
        <source>Loads the author&apos;s solution into the lab; this task then earns no points</source>
        <translation>Lädt die Lösung der Autorin oder des Autors ins Labor; diese Aufgabe bringt dann keine Punkte</translation>
    </message>
    <message>
        <source>The author&apos;s solution is in the lab now: %1. Look at what it changes; this task earns no points.</source>
        <translation>Die Lösung der Autorin oder des Autors ist jetzt im Labor: %1. Sehen Sie sich an, was sie ändert; diese Aufgabe bringt keine Punkte.</translation>
    </message>
</context>
<context>
    <name>ailab::labs::AssessmentFiles</name>
    <message>
        <source>not handed in yet</source>
        <translation>noch nicht abgegeben</translation>
    </message>
    <message>
        <source>handed in</source>
        <translation>abgegeben</translation>
    </message>
    <message>
        <source>time was up</source>
        <translation>Zeit abgelaufen</translation>
    </message>
    <message>
        <source>Learner: %1</source>
        <translation>Lernende(r): %1</translation>
    </message>
    <message>
        <source>Started: %1</source>
        <translation>Begonnen: %1</translation>
    </message>
    <message>
        <source>Time used: %1 of %2 min (%3)</source>
        <translation>Benötigte Zeit: %1 von %2 min (%3)</translation>
    </message>
    <message>
        <source>Time used: %1 (%2)</source>
        <translation>Benötigte Zeit: %1 (%2)</translation>
    </message>
    <message>
        <source>Score: %1 of %2 points; %3 of %4 tasks solved.</source>
        <translation>Punkte: %1 von %2; %3 von %4 Aufgaben gelöst.</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>nicht beantwortet</translation>
    </message>
    <message>
        <source>right</source>
        <translation>richtig</translation>
    </message>
    <message>
        <source>not right</source>
        <translation>nicht richtig</translation>
    </message>
    <message>
        <source>Cannot make the folder %1.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
</context>
<context>
    <name>ailab::labs::ChartZoom</name>
    <message>
        <source>The mouse wheel scrolls the page. Ctrl+wheel zooms the time axis and dragging moves it, within the data; a double-click shows all of it again.</source>
        <translation>Das Mausrad blättert die Seite. Strg+Mausrad zoomt die Zeitachse, Ziehen verschiebt sie, innerhalb der Daten; ein Doppelklick zeigt wieder alles.</translation>
    </message>
</context>
<context>
    <name>ailab::labs::ChoiceDelegate</name>
    <message>
        <source>Choose a value</source>
        <translation>Einen Wert wählen</translation>
    </message>
</context>
<context>
    <name>ailab::labs::ClassResultsDialog</name>
    <message>
        <source>not handed in</source>
        <translation>nicht abgegeben</translation>
    </message>
    <message>
        <source>time up</source>
        <translation>Zeit abgelaufen</translation>
    </message>
    <message>
        <source>handed in</source>
        <translation>abgegeben</translation>
    </message>
    <message>
        <source>Class results</source>
        <translation>Kursergebnisse</translation>
    </message>
    <message>
        <source>Open the folder where your learners&apos; result files (.csv) are.</source>
        <translation>Öffnen Sie den Ordner, in dem die Ergebnisdateien (.csv) Ihrer Lernenden liegen.</translation>
    </message>
    <message>
        <source>Open folder...</source>
        <translation>Ordner öffnen …</translation>
    </message>
    <message>
        <source>Save table as CSV...</source>
        <translation>Tabelle als CSV speichern …</translation>
    </message>
    <message>
        <source>Save the class table</source>
        <translation>Kurstabelle speichern</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Open a folder of result files</source>
        <translation>Ordner mit Ergebnisdateien öffnen</translation>
    </message>
    <message>
        <source>The folder was not read: %1</source>
        <translation>Der Ordner wurde nicht gelesen: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n result(s) in %1.</source>
        <translation>
            <numerusform>%n Ergebnis in %1.</numerusform>
            <numerusform>%n Ergebnisse in %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Learner</source>
        <translation>Lernende(r)</translation>
    </message>
    <message>
        <source>Activity</source>
        <translation>Aktivität</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Tasks solved</source>
        <translation>Gelöste Aufgaben</translation>
    </message>
    <message>
        <source>Time used</source>
        <translation>Benötigte Zeit</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>– not answered</source>
        <translation>– nicht beantwortet</translation>
    </message>
    <message>
        <source>✔ %1 points</source>
        <translation>✔ %1 Punkte</translation>
    </message>
    <message>
        <source>✘ 0 points</source>
        <translation>✘ 0 Punkte</translation>
    </message>
    <message>
        <source>Solved by</source>
        <translation>Gelöst von</translation>
    </message>
    <message>
        <source>%1 was not read: %2</source>
        <translation>%1 wurde nicht gelesen: %2</translation>
    </message>
</context>
<context>
    <name>ailab::labs::DataTableToggle</name>
    <message>
        <source>Drawing</source>
        <translation>Grafik</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Show the drawing again</source>
        <translation>Die Grafik wieder zeigen</translation>
    </message>
    <message>
        <source>Show the same data as a table</source>
        <translation>Dieselben Daten als Tabelle zeigen</translation>
    </message>
    <message>
        <source>Show %1 as a table</source>
        <extracomment>%1 names the drawing, e.g. &quot;GPU utilisation&quot;</extracomment>
        <translation>%1 als Tabelle zeigen</translation>
    </message>
    <message>
        <source>Table of %1</source>
        <translation>Tabelle: %1</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>%1 exportieren</translation>
    </message>
</context>
<context>
    <name>ailab::labs::DefinedIncidentTexts</name>
    <message>
        <source>%1×</source>
        <extracomment>A figure as a multiple, e.g. a slowdown of &quot;3.2×&quot;.</extracomment>
        <translation>%1×</translation>
    </message>
    <message>
        <source>%1:1</source>
        <extracomment>A figure as a ratio to one, e.g. an offered load of &quot;4:1&quot;.</extracomment>
        <translation>%1:1</translation>
    </message>
</context>
<context>
    <name>ailab::labs::ExplainerPanel</name>
    <message>
        <source>Formula in use</source>
        <translation>Verwendete Formel</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <source>teaching assumption</source>
        <translation>didaktische Annahme</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>Select an element to see how its figures are computed.</source>
        <translation>Wählen Sie ein Element, um zu sehen, wie seine Zahlen berechnet werden.</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Erklärung</translation>
    </message>
    <message>
        <source>Explanation: %1</source>
        <translation>Erklärung: %1</translation>
    </message>
</context>
<context>
    <name>ailab::labs::HeatmapPanel</name>
    <message>
        <source>heatmap</source>
        <translation>Heatmap</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A value with its unit in a heatmap&apos;s tooltip, e.g. &quot;87.5 %&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 · %2–%3 s · %4</source>
        <extracomment>Heatmap tooltip: %1 row (e.g. &quot;GPU 3&quot;), %2 start and %3 end time in s, %4 value</extracomment>
        <translation>%1 · %2–%3 s · %4</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>Heatmap table column: the column&apos;s start time in seconds, then the value unit</extracomment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 s (%2)</source>
        <translation>%1 s (%2)</translation>
    </message>
</context>
<context>
    <name>ailab::labs::IncidentChartHost</name>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Time within the measured run (%1)</source>
        <translation>Zeit im gemessenen Lauf (%1)</translation>
    </message>
</context>
<context>
    <name>ailab::labs::IncidentController</name>
    <message>
        <source>The model could not run: %1</source>
        <translation>Das Modell konnte nicht ausgeführt werden: %1</translation>
    </message>
    <message>
        <source>There is no debrief yet: the model has not run.</source>
        <translation>Es gibt noch keine Nachbesprechung: Das Modell ist noch nicht gelaufen.</translation>
    </message>
</context>
<context>
    <name>ailab::labs::IncidentDebriefPage</name>
    <message>
        <source>End the investigation</source>
        <translation>Untersuchung beenden</translation>
    </message>
    <message>
        <source>End the investigation and show the debrief</source>
        <translation>Die Untersuchung beenden und die Nachbesprechung anzeigen</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <source>Start the incident over</source>
        <translation>Den Vorfall neu beginnen</translation>
    </message>
    <message>
        <source>Debrief</source>
        <translation>Nachbesprechung</translation>
    </message>
    <message>
        <source>Export Markdown…</source>
        <translation>Markdown exportieren …</translation>
    </message>
    <message>
        <source>Export the debrief as Markdown</source>
        <translation>Die Nachbesprechung als Markdown exportieren</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>PDF exportieren …</translation>
    </message>
    <message>
        <source>Export the debrief as PDF</source>
        <translation>Die Nachbesprechung als PDF exportieren</translation>
    </message>
    <message>
        <source>The model is running.</source>
        <translation>Das Modell läuft.</translation>
    </message>
    <message>
        <source>No incident is loaded.</source>
        <translation>Es ist kein Vorfall geladen.</translation>
    </message>
    <message>
        <source>The debrief, with the root cause, appears when the incident is resolved or when you end the investigation.</source>
        <translation>Die Nachbesprechung mit der Ursache erscheint, sobald der Vorfall behoben ist oder Sie die Untersuchung beenden.</translation>
    </message>
    <message>
        <source>The incident is resolved. The debrief lists what happened in simulation time.</source>
        <translation>Der Vorfall ist behoben. Die Nachbesprechung listet auf, was in der Simulationszeit geschah.</translation>
    </message>
    <message>
        <source>The investigation ended without a resolution. The debrief lists what happened in simulation time.</source>
        <translation>Die Untersuchung endete ohne Behebung. Die Nachbesprechung listet auf, was in der Simulationszeit geschah.</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>Markdown files (*.md)</source>
        <translation>Markdown-Dateien (*.md)</translation>
    </message>
    <message>
        <source>The debrief was saved as %1.</source>
        <translation>Die Nachbesprechung wurde als %1 gespeichert.</translation>
    </message>
</context>
<context>
    <name>ailab::labs::IncidentDebriefText</name>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>helped</source>
        <translation>hat geholfen</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>keine Änderung</translation>
    </message>
    <message>
        <source>made it worse</source>
        <translation>hat es verschlimmert</translation>
    </message>
    <message>
        <source>a fix of the root cause</source>
        <translation>eine Behebung der Ursache</translation>
    </message>
    <message>
        <source>a mitigation</source>
        <translation>eine Abmilderung</translation>
    </message>
    <message>
        <source>no effect expected</source>
        <translation>keine Wirkung erwartet</translation>
    </message>
    <message>
        <source>harmful</source>
        <translation>schädlich</translation>
    </message>
    <message>
        <source>The fault began.</source>
        <translation>Die Störung begann.</translation>
    </message>
    <message>
        <source>Evidence revealed: %1.</source>
        <translation>Befunde aufgedeckt: %1.</translation>
    </message>
    <message>
        <source>Hypothesis recorded: %1. It names the root cause.</source>
        <translation>Hypothese festgehalten: %1. Sie benennt die Ursache.</translation>
    </message>
    <message>
        <source>Hypothesis recorded: %1. It is not the root cause.</source>
        <translation>Hypothese festgehalten: %1. Sie ist nicht die Ursache.</translation>
    </message>
    <message>
        <source>Hint taken: %1</source>
        <translation>Hinweis abgerufen: %1</translation>
    </message>
    <message>
        <source>Response applied: %1.</source>
        <translation>Maßnahme angewendet: %1.</translation>
    </message>
    <message>
        <source>The incident was resolved.</source>
        <translation>Der Vorfall wurde behoben.</translation>
    </message>
    <message>
        <source>Incident %1: %2</source>
        <translation>Vorfall %1: %2</translation>
    </message>
    <message>
        <source>Debrief of incident %1: %2</source>
        <translation>Nachbesprechung zu Vorfall %1: %2</translation>
    </message>
    <message>
        <source>Score: **%1** of %2 points (hypotheses %3, responses %4, hint penalty %5).</source>
        <translation>Punktzahl: **%1** von %2 Punkten (Hypothesen %3, Maßnahmen %4, Abzug für Hinweise %5).</translation>
    </message>
    <message>
        <source>Root cause</source>
        <translation>Ursache</translation>
    </message>
    <message>
        <source>Time to detect and time to resolve</source>
        <translation>Zeit bis zur Erkennung und Zeit bis zur Behebung</translation>
    </message>
    <message>
        <source>Time to detect: %1 after the fault began.</source>
        <translation>Zeit bis zur Erkennung: %1 nach Beginn der Störung.</translation>
    </message>
    <message>
        <source>Time to detect: the root cause was not named.</source>
        <translation>Zeit bis zur Erkennung: Die Ursache wurde nicht benannt.</translation>
    </message>
    <message>
        <source>Time to resolve: %1 after the fault began.</source>
        <translation>Zeit bis zur Behebung: %1 nach Beginn der Störung.</translation>
    </message>
    <message>
        <source>Time to resolve: the incident was not resolved.</source>
        <translation>Zeit bis zur Behebung: Der Vorfall wurde nicht behoben.</translation>
    </message>
    <message>
        <source>Timeline in simulation time</source>
        <translation>Zeitverlauf in Simulationszeit</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>What each response did</source>
        <translation>Was jede Maßnahme bewirkt hat</translation>
    </message>
    <message>
        <source>No response was applied.</source>
        <translation>Es wurde keine Maßnahme angewendet.</translation>
    </message>
    <message>
        <source>Headline figure</source>
        <translation>Leitkennzahl</translation>
    </message>
    <message>
        <source>Response</source>
        <translation>Maßnahme</translation>
    </message>
    <message>
        <source>Applied at</source>
        <translation>Angewendet um</translation>
    </message>
    <message>
        <source>%1 before</source>
        <translation>%1 vorher</translation>
    </message>
    <message>
        <source>%1 after</source>
        <translation>%1 nachher</translation>
    </message>
    <message>
        <source>Measured effect</source>
        <translation>Gemessene Wirkung</translation>
    </message>
    <message>
        <source>Author&apos;s judgement</source>
        <translation>Einschätzung des Autors</translation>
    </message>
    <message>
        <source>Hypothesis recorded: %1.</source>
        <translation>Hypothese festgehalten: %1.</translation>
    </message>
    <message>
        <source>Hint taken.</source>
        <translation>Hinweis abgerufen.</translation>
    </message>
    <message>
        <source>The answer (the root cause, the causal chain and the author&apos;s judgement of each response) is hidden from the class until the instructor shows it.</source>
        <translation>Die Lösung (die Ursache, die Kausalkette und die Einschätzung jeder Maßnahme durch die Autorin oder den Autor) ist vor dem Kurs verborgen, bis die Lehrkraft sie zeigt.</translation>
    </message>
    <message>
        <source>Causal chain</source>
        <translation>Kausalkette</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n times)</source>
        <translation>
            <numerusform>%1 (%n-mal)</numerusform>
            <numerusform>%1 (%n-mal)</numerusform>
        </translation>
    </message>
    <message>
        <source>Initiating event: %1</source>
        <translation>Auslösendes Ereignis: %1</translation>
    </message>
    <message>
        <source>Secondary effect: %1</source>
        <translation>Folgewirkung: %1</translation>
    </message>
</context>
<context>
    <name>ailab::labs::IncidentEvidencePane</name>
    <message>
        <source>Evidence</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>Reveal next evidence</source>
        <translation>Nächste Befunde aufdecken</translation>
    </message>
    <message>
        <source>Reveal the next stage of evidence</source>
        <translation>Die nächste Stufe der Befunde aufdecken</translation>
    </message>
    <message>
        <source>Evidence revealed so far</source>
        <translation>Bisher aufgedeckte Befunde</translation>
    </message>
    <message>
        <source>Stage %1: %2</source>
        <translation>Phase %1: %2</translation>
    </message>
    <message>
        <source>Stage %1 of %2, %3 after the fault began.</source>
        <translation>Phase %1 von %2, %3 nach Beginn der Störung.</translation>
    </message>
    <message>
        <source>The evidence appears when the model has run.</source>
        <translation>Die Befunde erscheinen, sobald das Modell gelaufen ist.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1:&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;%1:&lt;/b&gt; %2</translation>
    </message>
</context>
<context>
    <name>ailab::labs::IncidentFormat</name>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>MB</source>
        <translation>MB</translation>
    </message>
    <message>
        <source>KB</source>
        <translation>KB</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Gb/s</source>
        <translation>Gb/s</translation>
    </message>
    <message>
        <source>Mb/s</source>
        <translation>Mb/s</translation>
    </message>
    <message>
        <source>b/s</source>
        <translation>b/s</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>not finite</source>
        <translation>nicht endlich</translation>
    </message>
    <message>
        <source>on</source>
        <translation>ein</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A figure and its unit, e.g. &quot;92 %&quot; or &quot;1.25 ms&quot;.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>Anfragen/s</translation>
    </message>
    <message>
        <source>KiB</source>
        <translation>KiB</translation>
    </message>
</context>
<context>
    <name>ailab::labs::IncidentHeader</name>
    <message>
        <source>Incident</source>
        <translation>Vorfall</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punktzahl</translation>
    </message>
    <message>
        <source>No incident is loaded.</source>
        <translation>Es ist kein Vorfall geladen.</translation>
    </message>
    <message>
        <source>It was %1 at the start.</source>
        <translation>Zu Beginn war es %1.</translation>
    </message>
    <message>
        <source>As at the start.</source>
        <translation>Wie zu Beginn.</translation>
    </message>
    <message>
        <source>Loading</source>
        <translation>Wird geladen</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Resolved</source>
        <translation>Behoben</translation>
    </message>
    <message>
        <source>Not resolved</source>
        <translation>Nicht behoben</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Offen</translation>
    </message>
    <message>
        <source>of %1 points</source>
        <translation>von %1 Punkten</translation>
    </message>
    <message>
        <source>Hint penalty: %1 points</source>
        <translation>Abzug für Hinweise: %1 Punkte</translation>
    </message>
    <message>
        <source>Incident clock %1, %2 after the fault began</source>
        <extracomment>The incident&apos;s own clock: minutes of investigation, not the milliseconds of the charts</extracomment>
        <translation>Vorfalluhr %1, %2 nach Beginn der Störung</translation>
    </message>
    <message>
        <source>Incident clock %1, before the fault</source>
        <translation>Vorfalluhr %1, vor der Störung</translation>
    </message>
</context>
<context>
    <name>ailab::labs::IncidentHintBox</name>
    <message>
        <source>Hints</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>Take a hint (costs %1 points)</source>
        <translation>Hinweis abrufen (kostet %1 Punkte)</translation>
    </message>
    <message>
        <source>Take a hint, which costs points</source>
        <translation>Einen Hinweis abrufen, was Punkte kostet</translation>
    </message>
    <message>
        <source>Hints taken</source>
        <translation>Abgerufene Hinweise</translation>
    </message>
    <message>
        <source>At %1: %2</source>
        <translation>Bei %1: %2</translation>
    </message>
    <message>
        <source>Each hint costs %1 points. %2 of %3 hints are left.</source>
        <translation>Jeder Hinweis kostet %1 Punkte. %2 von %3 Hinweisen sind noch übrig.</translation>
    </message>
    <message>
        <source>At %1: hint %2, hidden from the class until the instructor shows the answer</source>
        <translation>Bei %1: Hinweis %2, vor dem Kurs verborgen, bis die Lehrkraft die Lösung zeigt</translation>
    </message>
</context>
<context>
    <name>ailab::labs::IncidentHypothesisBox</name>
    <message>
        <source>Hypotheses</source>
        <translation>Hypothesen</translation>
    </message>
    <message>
        <source>What do you think causes the incident? Record a hypothesis before you act: a right one named early scores more, a wrong one costs.</source>
        <translation>Was verursacht Ihrer Meinung nach den Vorfall? Halten Sie eine Hypothese fest, bevor Sie handeln: Eine richtige, früh benannte Hypothese bringt mehr Punkte, eine falsche kostet Punkte.</translation>
    </message>
    <message>
        <source>Hypothesis to record</source>
        <translation>Festzuhaltende Hypothese</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Festhalten</translation>
    </message>
    <message>
        <source>Record the chosen hypothesis</source>
        <translation>Die gewählte Hypothese festhalten</translation>
    </message>
    <message>
        <source>Hypotheses recorded</source>
        <translation>Festgehaltene Hypothesen</translation>
    </message>
    <message>
        <source>At %1: %2</source>
        <translation>Bei %1: %2</translation>
    </message>
</context>
<context>
    <name>ailab::labs::IncidentInstructorBar</name>
    <message>
        <source>Instructor:</source>
        <translation>Lehrkraft:</translation>
    </message>
    <message>
        <source>Reveal the next stage to the class</source>
        <translation>Dem Kurs die nächste Stufe zeigen</translation>
    </message>
    <message>
        <source>Alt+N</source>
        <translation>Alt+N</translation>
    </message>
    <message>
        <source>Reveal the next stage of evidence to the class</source>
        <translation>Dem Kurs die nächste Stufe der Befunde zeigen</translation>
    </message>
    <message>
        <source>Show the answer to the class</source>
        <translation>Dem Kurs die Lösung zeigen</translation>
    </message>
    <message>
        <source>Show the root cause, the causal chain, the author&apos;s judgement and the hints to the class</source>
        <translation>Dem Kurs die Ursache, die Kausalkette, die Einschätzung der Autorin oder des Autors und die Hinweise zeigen</translation>
    </message>
    <message>
        <source>Hide the answer from the class</source>
        <translation>Lösung vor dem Kurs verbergen</translation>
    </message>
</context>
<context>
    <name>ailab::labs::IncidentOutcomePage</name>
    <message>
        <source>What each response did</source>
        <translation>Was jede Maßnahme bewirkt hat</translation>
    </message>
    <message>
        <source>Response or figure</source>
        <translation>Maßnahme oder Kennzahl</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Applied at %1 of simulation time.</source>
        <translation>Angewendet bei %1 Simulationszeit.</translation>
    </message>
    <message>
        <source>Apply a response to see its outcome here.</source>
        <translation>Wenden Sie eine Maßnahme an, um hier ihr Ergebnis zu sehen.</translation>
    </message>
    <message>
        <source>Before the response</source>
        <translation>Vor der Maßnahme</translation>
    </message>
    <message>
        <source>After the response</source>
        <translation>Nach der Maßnahme</translation>
    </message>
    <message>
        <source>%1, before and after the response</source>
        <translation>%1, vor und nach der Maßnahme</translation>
    </message>
</context>
<context>
    <name>ailab::labs::IncidentPanel</name>
    <message>
        <source>Investigation</source>
        <translation>Untersuchung</translation>
    </message>
    <message>
        <source>Hypotheses and hints</source>
        <translation>Hypothesen und Hinweise</translation>
    </message>
    <message>
        <source>Responses</source>
        <translation>Maßnahmen</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ausgang</translation>
    </message>
    <message>
        <source>Debrief</source>
        <translation>Nachbesprechung</translation>
    </message>
</context>
<context>
    <name>ailab::labs::IncidentResponsePage</name>
    <message>
        <source>Select the responses you would take to stabilise the system, then apply them to the running model. Not every response helps: the model measures what each one did.</source>
        <translation>Wählen Sie die Maßnahmen, mit denen Sie das System stabilisieren würden, und wenden Sie sie dann auf das laufende Modell an. Nicht jede Maßnahme hilft: Das Modell misst, was jede einzelne bewirkt hat.</translation>
    </message>
    <message>
        <source>Responses to choose from</source>
        <translation>Verfügbare Maßnahmen</translation>
    </message>
    <message>
        <source>Apply to the running model</source>
        <translation>Auf das laufende Modell anwenden</translation>
    </message>
    <message>
        <source>Apply the selected responses to the running model</source>
        <translation>Die gewählten Maßnahmen auf das laufende Modell anwenden</translation>
    </message>
    <message>
        <source>%1 (applied at %2)</source>
        <translation>%1 (angewendet bei %2)</translation>
    </message>
</context>
<context>
    <name>ailab::labs::IncidentStatusLine</name>
    <message>
        <source>Running the model…</source>
        <translation>Das Modell wird ausgeführt …</translation>
    </message>
    <message>
        <source>The model is running</source>
        <translation>Das Modell läuft</translation>
    </message>
</context>
<context>
    <name>ailab::labs::LabWorkspace</name>
    <message>
        <source>&lt;b&gt;Scenario:&lt;/b&gt; %1. %2</source>
        <translation>&lt;b&gt;Szenario:&lt;/b&gt; %1. %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1:&lt;/b&gt; %2</source>
        <extracomment>The header above a page that does not play the scenario: its title, what it shows</extracomment>
        <translation>&lt;b&gt;%1:&lt;/b&gt; %2</translation>
    </message>
</context>
<context>
    <name>ailab::labs::MetricTile</name>
    <message>
        <source>%1 %2</source>
        <extracomment>A value and its unit, e.g. &quot;1.75 GB&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
</context>
<context>
    <name>ailab::labs::ModelControlLocks</name>
    <message>
        <source>The activity keeps this setting as it starts.</source>
        <translation>Die Aktivität hält diese Einstellung, wie sie beginnt.</translation>
    </message>
</context>
<context>
    <name>ailab::labs::PacketView</name>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>Info</translation>
    </message>
    <message>
        <source>Packet list</source>
        <translation>Paketliste</translation>
    </message>
    <message>
        <source>One row per packet: number, time, source, destination, protocol, length and a summary.</source>
        <translation>Eine Zeile pro Paket: Nummer, Zeit, Quelle, Ziel, Protokoll, Länge und eine Zusammenfassung.</translation>
    </message>
    <message>
        <source>Packet details</source>
        <translation>Paketdetails</translation>
    </message>
    <message>
        <source>One node per header of the selected packet, with its fields. Selecting a field highlights its bytes.</source>
        <translation>Ein Knoten pro Header des gewählten Pakets, mit seinen Feldern. Die Auswahl eines Felds hebt seine Bytes hervor.</translation>
    </message>
    <message>
        <source>Packet bytes</source>
        <translation>Paketbytes</translation>
    </message>
    <message>
        <source>The selected packet as offset, hexadecimal bytes and ASCII. Moving the cursor to a byte selects the field that holds it.</source>
        <translation>Das gewählte Paket als Offset, hexadezimale Bytes und ASCII. Steht der Cursor auf einem Byte, wird das Feld gewählt, das es enthält.</translation>
    </message>
    <message>
        <source>Selected field</source>
        <translation>Gewähltes Feld</translation>
    </message>
    <message>
        <source>Export .pcap…</source>
        <translation>.pcap exportieren …</translation>
    </message>
    <message>
        <source>Export the packets as a pcap file</source>
        <translation>Die Pakete als pcap-Datei exportieren</translation>
    </message>
    <message>
        <source>Writes the packets as a .pcap file that Wireshark and tshark open and dissect as RoCEv2.</source>
        <translation>Schreibt die Pakete in eine .pcap-Datei, die Wireshark und tshark öffnen und als RoCEv2 zerlegen.</translation>
    </message>
    <message>
        <source>RoCEv2</source>
        <translation>RoCEv2</translation>
    </message>
    <message>
        <source>%1, QP %2, PSN %3, ECN congestion experienced</source>
        <translation>%1, QP %2, PSN %3, ECN: Überlast aufgetreten</translation>
    </message>
    <message>
        <source>%1, QP %2, PSN %3</source>
        <translation>%1, QP %2, PSN %3</translation>
    </message>
    <message>
        <source>%1 [ICRC incorrect]</source>
        <translation>%1 [ICRC falsch]</translation>
    </message>
    <message>
        <source>Ethernet</source>
        <translation>Ethernet</translation>
    </message>
    <message>
        <source>Malformed at byte %1: %2</source>
        <translation>Fehlerhaft bei Byte %1: %2</translation>
    </message>
    <message>
        <source>No packet selected.</source>
        <translation>Kein Paket gewählt.</translation>
    </message>
    <message>
        <source>[Malformed packet at byte %1: %2]</source>
        <translation>[Fehlerhaftes Paket bei Byte %1: %2]</translation>
    </message>
    <message>
        <source>Packet %1: %2 bytes. Select a field to see its bytes.</source>
        <translation>Paket %1: %2 Bytes. Ein Feld wählen, um seine Bytes zu sehen.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Bytes %1 to %2 (%3 bytes)</source>
        <translation>Bytes %1 bis %2 (%3 Bytes)</translation>
    </message>
    <message>
        <source>%1, bytes %2 to %3 (%4 bytes)</source>
        <translation>%1, Bytes %2 bis %3 (%4 Bytes)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Export packets</source>
        <translation>Pakete exportieren</translation>
    </message>
    <message>
        <source>Packet captures (*.pcap)</source>
        <translation>Paketmitschnitte (*.pcap)</translation>
    </message>
    <message>
        <source>Wrote %1 packets to %2.</source>
        <translation>%1 Pakete in %2 geschrieben.</translation>
    </message>
    <message>
        <source>Ethernet II</source>
        <translation>Ethernet II</translation>
    </message>
    <message>
        <source>802.1Q Virtual LAN</source>
        <translation>802.1Q Virtual LAN</translation>
    </message>
    <message>
        <source>Internet Protocol Version 4</source>
        <translation>Internet Protocol Version 4</translation>
    </message>
    <message>
        <source>Internet Protocol Version 6</source>
        <translation>Internet Protocol Version 6</translation>
    </message>
    <message>
        <source>User Datagram Protocol</source>
        <translation>User Datagram Protocol</translation>
    </message>
    <message>
        <source>Base Transport Header</source>
        <translation>Base Transport Header</translation>
    </message>
    <message>
        <source>RDMA Extended Transport Header</source>
        <translation>RDMA Extended Transport Header</translation>
    </message>
    <message>
        <source>ACK Extended Transport Header</source>
        <translation>ACK Extended Transport Header</translation>
    </message>
    <message>
        <source>CNP reserved</source>
        <translation>CNP reserviert</translation>
    </message>
    <message>
        <source>Payload</source>
        <translation>Nutzdaten</translation>
    </message>
    <message>
        <source>Invariant CRC</source>
        <translation>Invariant CRC</translation>
    </message>
    <message>
        <source>Ethernet padding</source>
        <translation>Ethernet-Padding</translation>
    </message>
    <message>
        <source>Frame check sequence</source>
        <translation>Frame Check Sequence</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Priority (PCP)</source>
        <translation>Priorität (PCP)</translation>
    </message>
    <message>
        <source>Drop eligible (DEI)</source>
        <translation>Verwerfbar (DEI)</translation>
    </message>
    <message>
        <source>VLAN id</source>
        <translation>VLAN-ID</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Header length (bytes)</source>
        <translation>Header-Länge (Bytes)</translation>
    </message>
    <message>
        <source>Differentiated services codepoint (DSCP)</source>
        <translation>Differentiated Services Codepoint (DSCP)</translation>
    </message>
    <message>
        <source>Explicit congestion notification (ECN)</source>
        <translation>Explicit Congestion Notification (ECN)</translation>
    </message>
    <message>
        <source>Flow label</source>
        <translation>Flow Label</translation>
    </message>
    <message>
        <source>Payload length</source>
        <translation>Nutzdatenlänge</translation>
    </message>
    <message>
        <source>Next header</source>
        <translation>Next Header</translation>
    </message>
    <message>
        <source>Hop limit</source>
        <translation>Hop-Limit</translation>
    </message>
    <message>
        <source>Source address</source>
        <translation>Quelladresse</translation>
    </message>
    <message>
        <source>Destination address</source>
        <translation>Zieladresse</translation>
    </message>
    <message>
        <source>Total length</source>
        <translation>Gesamtlänge</translation>
    </message>
    <message>
        <source>Identification</source>
        <translation>Identifikation</translation>
    </message>
    <message>
        <source>Don&apos;t fragment</source>
        <translation>Nicht fragmentieren</translation>
    </message>
    <message>
        <source>More fragments</source>
        <translation>Weitere Fragmente</translation>
    </message>
    <message>
        <source>Fragment offset</source>
        <translation>Fragment-Offset</translation>
    </message>
    <message>
        <source>Time to live</source>
        <translation>Time to Live</translation>
    </message>
    <message>
        <source>Header checksum</source>
        <translation>Header-Prüfsumme</translation>
    </message>
    <message>
        <source>Options (bytes)</source>
        <translation>Optionen (Bytes)</translation>
    </message>
    <message>
        <source>Source port</source>
        <translation>Quellport</translation>
    </message>
    <message>
        <source>Destination port</source>
        <translation>Zielport</translation>
    </message>
    <message>
        <source>Checksum</source>
        <translation>Prüfsumme</translation>
    </message>
    <message>
        <source>Opcode</source>
        <translation>Opcode</translation>
    </message>
    <message>
        <source>Solicited event</source>
        <translation>Solicited Event</translation>
    </message>
    <message>
        <source>Migration request</source>
        <translation>Migrationsanforderung</translation>
    </message>
    <message>
        <source>Pad count</source>
        <translation>Pad-Anzahl</translation>
    </message>
    <message>
        <source>Header version</source>
        <translation>Header-Version</translation>
    </message>
    <message>
        <source>Partition key</source>
        <translation>Partitionsschlüssel</translation>
    </message>
    <message>
        <source>FECN</source>
        <translation>FECN</translation>
    </message>
    <message>
        <source>BECN</source>
        <translation>BECN</translation>
    </message>
    <message>
        <source>Reserved (6 bits)</source>
        <translation>Reserviert (6 Bit)</translation>
    </message>
    <message>
        <source>Destination QP</source>
        <translation>Ziel-QP</translation>
    </message>
    <message>
        <source>Acknowledge request</source>
        <translation>Bestätigung anfordern</translation>
    </message>
    <message>
        <source>Reserved (7 bits)</source>
        <translation>Reserviert (7 Bit)</translation>
    </message>
    <message>
        <source>Packet sequence number</source>
        <translation>Paketsequenznummer</translation>
    </message>
    <message>
        <source>Virtual address</source>
        <translation>Virtuelle Adresse</translation>
    </message>
    <message>
        <source>Remote key</source>
        <translation>Remote-Schlüssel</translation>
    </message>
    <message>
        <source>DMA length (bytes)</source>
        <translation>DMA-Länge (Bytes)</translation>
    </message>
    <message>
        <source>Syndrome</source>
        <translation>Syndrom</translation>
    </message>
    <message>
        <source>Message sequence number</source>
        <translation>Nachrichtensequenznummer</translation>
    </message>
    <message>
        <source>Reserved (16 bytes)</source>
        <translation>Reserviert (16 Bytes)</translation>
    </message>
    <message>
        <source>Data (bytes)</source>
        <translation>Daten (Bytes)</translation>
    </message>
    <message>
        <source>Pad (bytes)</source>
        <translation>Pad (Bytes)</translation>
    </message>
    <message>
        <source>ICRC</source>
        <translation>ICRC</translation>
    </message>
    <message>
        <source>Padding (bytes)</source>
        <translation>Padding (Bytes)</translation>
    </message>
    <message>
        <source>FCS</source>
        <translation>FCS</translation>
    </message>
    <message>
        <source>IPv4</source>
        <translation>IPv4</translation>
    </message>
    <message>
        <source>IPv6</source>
        <translation>IPv6</translation>
    </message>
    <message>
        <source>UDP</source>
        <translation>UDP</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>korrekt</translation>
    </message>
    <message>
        <source>incorrect</source>
        <translation>falsch</translation>
    </message>
    <message>
        <source>none (0 over IPv4)</source>
        <translation>keine (0 über IPv4)</translation>
    </message>
    <message>
        <source>not verified</source>
        <translation>nicht geprüft</translation>
    </message>
    <message>
        <source>Not ECN-Capable Transport</source>
        <translation>Kein ECN-fähiger Transport</translation>
    </message>
    <message>
        <source>ECN-Capable Transport ECT(1)</source>
        <translation>ECN-fähiger Transport ECT(1)</translation>
    </message>
    <message>
        <source>ECN-Capable Transport ECT(0)</source>
        <translation>ECN-fähiger Transport ECT(0)</translation>
    </message>
    <message>
        <source>Congestion Experienced</source>
        <translation>Überlast aufgetreten (CE)</translation>
    </message>
    <message>
        <source>ACK</source>
        <translation>ACK</translation>
    </message>
    <message>
        <source>RNR NAK</source>
        <translation>RNR NAK</translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>Reserviert</translation>
    </message>
    <message>
        <source>NAK: PSN sequence error</source>
        <translation>NAK: PSN-Sequenzfehler</translation>
    </message>
    <message>
        <source>NAK: invalid request</source>
        <translation>NAK: ungültige Anfrage</translation>
    </message>
    <message>
        <source>NAK: remote access error</source>
        <translation>NAK: Fehler beim entfernten Zugriff</translation>
    </message>
    <message>
        <source>NAK: remote operational error</source>
        <translation>NAK: Betriebsfehler auf der Gegenseite</translation>
    </message>
    <message>
        <source>NAK: invalid RD request</source>
        <translation>NAK: ungültige RD-Anfrage</translation>
    </message>
    <message>
        <source>NAK: reserved code</source>
        <translation>NAK: reservierter Code</translation>
    </message>
    <message>
        <source>SEND First</source>
        <translation>SEND First</translation>
    </message>
    <message>
        <source>SEND Middle</source>
        <translation>SEND Middle</translation>
    </message>
    <message>
        <source>SEND Last</source>
        <translation>SEND Last</translation>
    </message>
    <message>
        <source>SEND Only</source>
        <translation>SEND Only</translation>
    </message>
    <message>
        <source>RDMA WRITE First</source>
        <translation>RDMA WRITE First</translation>
    </message>
    <message>
        <source>RDMA WRITE Middle</source>
        <translation>RDMA WRITE Middle</translation>
    </message>
    <message>
        <source>RDMA WRITE Last</source>
        <translation>RDMA WRITE Last</translation>
    </message>
    <message>
        <source>RDMA WRITE Only</source>
        <translation>RDMA WRITE Only</translation>
    </message>
    <message>
        <source>RDMA READ Request</source>
        <translation>RDMA READ Request</translation>
    </message>
    <message>
        <source>RDMA READ Response First</source>
        <translation>RDMA READ Response First</translation>
    </message>
    <message>
        <source>RDMA READ Response Middle</source>
        <translation>RDMA READ Response Middle</translation>
    </message>
    <message>
        <source>RDMA READ Response Last</source>
        <translation>RDMA READ Response Last</translation>
    </message>
    <message>
        <source>RDMA READ Response Only</source>
        <translation>RDMA READ Response Only</translation>
    </message>
    <message>
        <source>Acknowledge</source>
        <translation>Acknowledge</translation>
    </message>
    <message>
        <source>Congestion Notification Packet</source>
        <translation>Congestion Notification Packet</translation>
    </message>
</context>
<context>
    <name>ailab::labs::ProgressExport</name>
    <message>
        <source>Activity progress</source>
        <translation>Fortschritt bei den Aktivitäten</translation>
    </message>
    <message>
        <source>No activity done yet.</source>
        <translation>Noch keine Aktivität bearbeitet.</translation>
    </message>
    <message>
        <source>Lab</source>
        <translation>Labor</translation>
    </message>
    <message>
        <source>Activity</source>
        <translation>Aktivität</translation>
    </message>
    <message>
        <source>Points (last)</source>
        <translation>Punkte (zuletzt)</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bestes</translation>
    </message>
    <message>
        <source>Tasks solved</source>
        <translation>Aufgaben gelöst</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
</context>
<context>
    <name>ailab::labs::SummaryChart</name>
    <message>
        <source>summary</source>
        <translation>zusammenfassung</translation>
    </message>
    <message>
        <source>%1: %2 %3 (%4 %)</source>
        <extracomment>Donut slice label: %1 name, %2 value, %3 unit, %4 share in percent</extracomment>
        <translation>%1: %2 %3 (%4 %)</translation>
    </message>
    <message>
        <source>Part</source>
        <extracomment>Column header, %1 unit</extracomment>
        <translation>Teil</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Value (%1)</source>
        <translation>Wert (%1)</translation>
    </message>
    <message>
        <source>Share (%)</source>
        <translation>Anteil (%)</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>ailab::labs::TabbedLab</name>
    <message>
        <source>Activities</source>
        <translation>Aktivitäten</translation>
    </message>
    <message>
        <source>Show or hide the activities: tasks about this lab that its model checks</source>
        <translation>Aktivitäten zeigen oder ausblenden: Aufgaben zu diesem Labor, die sein Modell prüft</translation>
    </message>
</context>
<context>
    <name>ailab::labs::TaskEditor</name>
    <message>
        <source>Remove the selected row</source>
        <translation>Gewählte Zeile entfernen</translation>
    </message>
    <message>
        <source>Task id</source>
        <translation>Kennung der Aufgabe</translation>
    </message>
    <message>
        <source>Question in English</source>
        <translation>Frage auf Englisch</translation>
    </message>
    <message>
        <source>Question in German</source>
        <translation>Frage auf Deutsch</translation>
    </message>
    <message>
        <source>Feedback in English</source>
        <translation>Rückmeldung auf Englisch</translation>
    </message>
    <message>
        <source>Feedback in German</source>
        <translation>Rückmeldung auf Deutsch</translation>
    </message>
    <message>
        <source>{model} stands for the model&apos;s figure</source>
        <translation>{model} steht für den Wert des Modells</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>&amp;Kennung:</translation>
    </message>
    <message>
        <source>&amp;Question (English):</source>
        <translation>&amp;Frage (Englisch):</translation>
    </message>
    <message>
        <source>Question (German):</source>
        <translation>Frage (Deutsch):</translation>
    </message>
    <message>
        <source>Points:</source>
        <translation>Punkte:</translation>
    </message>
    <message>
        <source>How the model answers</source>
        <translation>Wie das Modell antwortet</translation>
    </message>
    <message>
        <source>The option named by a figure&apos;s value</source>
        <translation>Die Option, die ein Wert des Modells nennt</translation>
    </message>
    <message>
        <source>The option whose figure is largest</source>
        <translation>Die Option mit dem größten Wert</translation>
    </message>
    <message>
        <source>The option whose figure is smallest</source>
        <translation>Die Option mit dem kleinsten Wert</translation>
    </message>
    <message>
        <source>The model answers with:</source>
        <translation>Das Modell antwortet mit:</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Englisch</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Optionen:</translation>
    </message>
    <message>
        <source>Add an option</source>
        <translation>Option hinzufügen</translation>
    </message>
    <message>
        <source>Figure of the model</source>
        <translation>Wert des Modells</translation>
    </message>
    <message>
        <source>Unit of the answer</source>
        <translation>Einheit der Antwort</translation>
    </message>
    <message>
        <source>Kind of tolerance</source>
        <translation>Art der Toleranz</translation>
    </message>
    <message>
        <source>relative (a fraction of the figure)</source>
        <translation>relativ (ein Anteil des Werts)</translation>
    </message>
    <message>
        <source>absolute (in the answer&apos;s unit)</source>
        <translation>absolut (in der Einheit der Antwort)</translation>
    </message>
    <message>
        <source>Tolerance</source>
        <translation>Toleranz</translation>
    </message>
    <message>
        <source>Unit:</source>
        <translation>Einheit:</translation>
    </message>
    <message>
        <source>Tolerance:</source>
        <translation>Toleranz:</translation>
    </message>
    <message>
        <source>&amp;Figure:</source>
        <translation>&amp;Wert:</translation>
    </message>
    <message>
        <source>A goal&apos;s target, constraints and solution are kept as the file has them; edit them in the file.</source>
        <translation>Zielwert, Bedingungen und Lösung eines Ziels bleiben, wie die Datei sie hat; bearbeiten Sie sie in der Datei.</translation>
    </message>
    <message>
        <source>Hint (English)</source>
        <translation>Hinweis (Englisch)</translation>
    </message>
    <message>
        <source>Hint (German)</source>
        <translation>Hinweis (Deutsch)</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Hints, each with what it costs:</source>
        <translation>Hinweise, jeder mit seinen Kosten:</translation>
    </message>
    <message>
        <source>Add a hint</source>
        <translation>Hinweis hinzufügen</translation>
    </message>
    <message>
        <source>Feedback (English):</source>
        <translation>Rückmeldung (Englisch):</translation>
    </message>
    <message>
        <source>Feedback (German):</source>
        <translation>Rückmeldung (Deutsch):</translation>
    </message>
    <message>
        <source>not in the start&apos;s run</source>
        <translation>nicht im Lauf des Starts</translation>
    </message>
    <message>
        <source>In the start: %1 %2</source>
        <translation>Am Start: %1 %2</translation>
    </message>
    <message>
        <source>In the start: %1</source>
        <translation>Am Start: %1</translation>
    </message>
    <message>
        <source>none: a count</source>
        <translation>keine: eine Anzahl</translation>
    </message>
    <message>
        <source>empty: the figure&apos;s own, %1</source>
        <translation>leer: die des Werts, %1</translation>
    </message>
</context>
<context>
    <name>ailab::labs::TimeBar</name>
    <message>
        <source>t = %1 s</source>
        <translation>t = %1 s</translation>
    </message>
    <message>
        <source>t = %1 ms</source>
        <translation>t = %1 ms</translation>
    </message>
    <message>
        <source>t = %1 us</source>
        <extracomment>microseconds</extracomment>
        <translation>t = %1 µs</translation>
    </message>
    <message>
        <source>t = %1 ns</source>
        <extracomment>nanoseconds</extracomment>
        <translation>t = %1 ns</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Pause the simulation (Alt+K)</source>
        <translation>Die Simulation anhalten (Alt+K)</translation>
    </message>
    <message>
        <source>Run the simulation (Alt+K)</source>
        <translation>Die Simulation laufen lassen (Alt+K)</translation>
    </message>
    <message>
        <source>Simulated time: %1</source>
        <extracomment>Accessible name of the time display, %1 is e.g. &quot;t = 12.40 s&quot;</extracomment>
        <translation>Simulierte Zeit: %1</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Advance the simulation by one step</source>
        <translation>Die Simulation um einen Schritt weiterführen</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Return to the start of the scenario (Alt+R)</source>
        <translation>Zum Anfang des Szenarios zurückkehren (Alt+R)</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Geschwindigkeit:</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Simulation speed</source>
        <translation>Simulationsgeschwindigkeit</translation>
    </message>
    <message>
        <source>How fast simulated time runs: slow is a quarter, fast four times the normal rate</source>
        <translation>Wie schnell die simulierte Zeit läuft: langsam ist ein Viertel, schnell das Vierfache des normalen Tempos</translation>
    </message>
    <message>
        <source>Simulated time since the start of the scenario</source>
        <translation>Simulierte Zeit seit dem Start des Szenarios</translation>
    </message>
    <message>
        <source>Time controls</source>
        <translation>Zeitsteuerung</translation>
    </message>
</context>
<context>
    <name>ailab::labs::TimeSeriesPanel</name>
    <message>
        <source>chart</source>
        <translation>diagramm</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>Crosshair readout of the x value, %1 number, %2 unit</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <extracomment>Crosshair readout: %1 series name, %2 value, %3 unit</extracomment>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <source>x</source>
        <extracomment>Column header, %1 is the x axis label, e.g. &quot;Time (s)&quot;</extracomment>
        <translation>x</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>ailab::labs::TopologyLegend</name>
    <message>
        <source>Legend of link colours and patterns</source>
        <translation>Legende der Farben und Muster der Verbindungen</translation>
    </message>
    <message>
        <source>idle link (below 5 %)</source>
        <translation>Leerlauf (unter 5 %)</translation>
    </message>
    <message>
        <source>low load (5 to 40 %)</source>
        <translation>geringe Last (5 bis 40 %)</translation>
    </message>
    <message>
        <source>medium load (40 to 70 %)</source>
        <translation>mittlere Last (40 bis 70 %)</translation>
    </message>
    <message>
        <source>high load (70 to 90 %)</source>
        <translation>hohe Last (70 bis 90 %)</translation>
    </message>
    <message>
        <source>saturated (90 % and more)</source>
        <translation>gesättigt (ab 90 %)</translation>
    </message>
    <message>
        <source>congested</source>
        <translation>überlastet</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>ausgefallen</translation>
    </message>
</context>
<context>
    <name>ailab::labs::TopologyLinkItem</name>
    <message>
        <source>%1 – %2: %3, load %4, capacity %5</source>
        <extracomment>Tooltip of a link: %1 and %2 are node names, %3 the status, %4 the load, %5 capacity</extracomment>
        <translation>%1 – %2: %3, Last %4, Kapazität %5</translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>Load on a link in a drawing, %1 percent</extracomment>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>ailab::labs::TopologyNodeItem</name>
    <message>
        <source>%1: %2, load %3</source>
        <extracomment>Tooltip: %1 name, %2 status, %3 load (&quot;high (82 %)&quot;)</extracomment>
        <translation>%1: %2, Last %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Tooltip: %1 name, %2 status</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ailab::labs::TopologyTableModel</name>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>link</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <extracomment>A link between two nodes, e.g. &quot;GPU 0 – NVSwitch&quot;</extracomment>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Element</source>
        <translation>Element</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Last</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
</context>
<context>
    <name>ailab::labs::TopologyView</name>
    <message>
        <source>Topology</source>
        <translation>Topologie</translation>
    </message>
    <message>
        <source>+</source>
        <extracomment>Zoom in button</extracomment>
        <translation>+</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Zoom in (Ctrl+wheel, or + on the drawing)</source>
        <translation>Vergrößern (Strg+Mausrad oder + auf der Grafik)</translation>
    </message>
    <message>
        <source>−</source>
        <extracomment>Zoom out button</extracomment>
        <translation>−</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+wheel, or - on the drawing)</source>
        <translation>Verkleinern (Strg+Mausrad oder - auf der Grafik)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Fit to view</source>
        <translation>In die Ansicht einpassen</translation>
    </message>
    <message>
        <source>Show the whole drawing</source>
        <translation>Die ganze Grafik zeigen</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <source>Show legend</source>
        <translation>Legende zeigen</translation>
    </message>
    <message>
        <source>Show or hide the key to the colours</source>
        <translation>Die Erklärung der Farben ein- oder ausblenden</translation>
    </message>
    <message>
        <source>topology</source>
        <translation>topologie</translation>
    </message>
    <message>
        <source>Topology drawing</source>
        <translation>Topologiegrafik</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>utilisation (fraction)</source>
        <translation>Auslastung (Anteil)</translation>
    </message>
</context>
<context>
    <name>ailab::labs::atomic_save</name>
    <message>
        <source>Cannot write %1: %2</source>
        <extracomment>%1 is a file, %2 why it could not be written</extracomment>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>ailab::labs::capstone::BottleneckPage</name>
    <message>
        <source>The course&apos;s analyzer (educational sizing)</source>
        <translation>Der Analysator des Kurses (didaktische Dimensionierung)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Teaching assumption:&lt;/b&gt; each GPU contributes 20 Gb/s of modeled network demand and 1 GB/s of modeled storage demand; the fabric&apos;s capacity is treated as an aggregate usable budget. These are not hardware specifications or workload requirements: the models&apos; figures below are.</source>
        <translation>&lt;b&gt;Didaktische Annahme:&lt;/b&gt; Jede GPU trägt 20 Gb/s modellierten Netzbedarf und 1 GB/s modellierten Speicherbedarf bei; die Kapazität der Fabric gilt als nutzbares Gesamtbudget. Das sind weder Hardwaredaten noch Anforderungen einer Arbeitslast: Die Zahlen der Modelle weiter unten sind es.</translation>
    </message>
    <message>
        <source>Illustrative network demand</source>
        <translation>Veranschaulichter Netzbedarf</translation>
    </message>
    <message>
        <source>Illustrative storage demand</source>
        <translation>Veranschaulichter Speicherbedarf</translation>
    </message>
    <message>
        <source>Primary resource constraint</source>
        <translation>Wichtigste Ressourcengrenze</translation>
    </message>
    <message>
        <source>Lowest capacity headroom</source>
        <translation>Geringster Kapazitätsspielraum</translation>
    </message>
    <message>
        <source>The models&apos; demand for this workload</source>
        <translation>Der Bedarf dieser Arbeitslast nach den Modellen</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Schrittzeit</translation>
    </message>
    <message>
        <source>The 3D-parallel step with its data wait and checkpoint stalls.</source>
        <translation>Der 3D-parallele Schritt mit Warten auf Daten und Checkpoint-Pausen.</translation>
    </message>
    <message>
        <source>TFLOP/s per GPU</source>
        <translation>TFLOP/s je GPU</translation>
    </message>
    <message>
        <source>Primary constraint</source>
        <translation>Wichtigster Engpass</translation>
    </message>
    <message>
        <source>A rack beyond its feed or cooling; else the largest stall when it takes at least a tenth of the step; else compute.</source>
        <translation>Ein Rack über seiner Stromzuführung oder Kühlung; sonst die größte Pause, wenn sie mindestens ein Zehntel des Schritts ausmacht; sonst das Rechnen.</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>Trainingsdauer</translation>
    </message>
    <message>
        <source>Energy to train</source>
        <translation>Energie für das Training</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Inferenzbetrieb</translation>
    </message>
    <message>
        <source>The design has no training workload: only its service is analysed.</source>
        <translation>Der Entwurf hat keine Trainingslast: Nur sein Dienst wird analysiert.</translation>
    </message>
    <message>
        <source>Where a step&apos;s time goes</source>
        <translation>Wohin die Zeit eines Schritts geht</translation>
    </message>
    <message>
        <source>&lt;b&gt;Headroom of each resource&lt;/b&gt;</source>
        <translation>&lt;b&gt;Spielraum jeder Ressource&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>Ressource</translation>
    </message>
    <message>
        <source>Demand</source>
        <translation>Bedarf</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>Spielraum</translation>
    </message>
    <message>
        <source>Headroom of each resource</source>
        <translation>Spielraum jeder Ressource</translation>
    </message>
    <message>
        <source>Scaling efficiency as the GPU count grows</source>
        <translation>Skalierungseffizienz mit wachsender GPU-Zahl</translation>
    </message>
    <message>
        <source>Step time and TFLOP/s per GPU as the GPU count grows</source>
        <translation>Schrittzeit und TFLOP/s je GPU mit wachsender GPU-Zahl</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Gb/s</source>
        <translation>Gb/s</translation>
    </message>
    <message>
        <source>headroom %1</source>
        <translation>Spielraum %1</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>within SLOs</source>
        <translation>innerhalb der SLOs</translation>
    </message>
    <message>
        <source>TTFT p95 %1 ms, TPOT p95 %2 ms at %3 req/s on %4 replicas</source>
        <translation>TTFT p95 %1 ms, TPOT p95 %2 ms bei %3 Anfragen/s auf %4 Replikaten</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>%1 GPUs on %2 servers</source>
        <translation>%1 GPUs auf %2 Servern</translation>
    </message>
    <message>
        <source>MFU %1</source>
        <translation>MFU %1</translation>
    </message>
    <message>
        <source>days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>without failures; %1 steps</source>
        <translation>ohne Ausfälle; %1 Schritte</translation>
    </message>
    <message>
        <source>MWh</source>
        <translation>MWh</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Rechnen</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>Pipeline-Blase</translation>
    </message>
    <message>
        <source>Tensor parallel (NVLink)</source>
        <translation>Tensorparallel (NVLink)</translation>
    </message>
    <message>
        <source>Pipeline sends</source>
        <translation>Pipeline-Sendungen</translation>
    </message>
    <message>
        <source>Data parallel (exposed)</source>
        <translation>Datenparallel (nicht verdeckt)</translation>
    </message>
    <message>
        <source>Data wait</source>
        <translation>Warten auf Daten</translation>
    </message>
    <message>
        <source>Checkpoint stall</source>
        <translation>Checkpoint-Pause</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Scaling efficiency</source>
        <translation>Skalierungseffizienz</translation>
    </message>
    <message>
        <source>% (GPUs on the axis)</source>
        <translation>% (GPUs auf der Achse)</translation>
    </message>
    <message>
        <source>Step time (s)</source>
        <translation>Schrittzeit (s)</translation>
    </message>
    <message>
        <source>TFLOP/s per GPU (hundreds)</source>
        <translation>TFLOP/s je GPU (Hunderter)</translation>
    </message>
    <message>
        <source>s, hundreds of TFLOP/s</source>
        <translation>s, Hunderte TFLOP/s</translation>
    </message>
</context>
<context>
    <name>ailab::labs::capstone::CapstoneLab</name>
    <message>
        <source>Cluster design</source>
        <translation>Cluster-Entwurf</translation>
    </message>
    <message>
        <source>Design an AI training and serving cluster, find its bottlenecks, see what each failure does to it, and review it against the models&apos; figures.</source>
        <translation>Einen KI-Cluster für Training und Inferenz entwerfen, seine Engpässe finden, sehen, was jeder Ausfall mit ihm macht, und ihn an den Zahlen der Modelle prüfen.</translation>
    </message>
    <message>
        <source>&amp;Design</source>
        <translation>&amp;Entwurf</translation>
    </message>
    <message>
        <source>&amp;Bottlenecks</source>
        <translation>En&amp;gpässe</translation>
    </message>
    <message>
        <source>Fail&amp;ures</source>
        <translation>A&amp;usfälle</translation>
    </message>
    <message>
        <source>Revie&amp;w</source>
        <translation>Be&amp;wertung</translation>
    </message>
    <message>
        <source>Com&amp;pare</source>
        <translation>&amp;Vergleich</translation>
    </message>
    <message>
        <source>Repor&amp;t</source>
        <translation>Beri&amp;cht</translation>
    </message>
    <message>
        <source>Cluster design lab modes</source>
        <translation>Modi des Labors Cluster-Entwurf</translation>
    </message>
</context>
<context>
    <name>ailab::labs::capstone::ComparePage</name>
    <message>
        <source>Design &amp;B:</source>
        <translation>Entwurf &amp;B:</translation>
    </message>
    <message>
        <source>Design B</source>
        <translation>Entwurf B</translation>
    </message>
    <message>
        <source>Open design B file...</source>
        <translation>Datei für Entwurf B öffnen …</translation>
    </message>
    <message>
        <source>A and B: where a step&apos;s time goes</source>
        <translation>A und B: wohin die Zeit eines Schritts geht</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>B - A</source>
        <translation>B − A</translation>
    </message>
    <message>
        <source>Every figure of A and B with its difference</source>
        <translation>Jede Kennzahl von A und B mit ihrem Unterschied</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B: %1</translation>
    </message>
    <message>
        <source>Design B was not opened: %1</source>
        <translation>Entwurf B wurde nicht geöffnet: %1</translation>
    </message>
    <message>
        <source>Open design B</source>
        <translation>Entwurf B öffnen</translation>
    </message>
    <message>
        <source>Design files (*.json)</source>
        <translation>Entwurfsdateien (*.json)</translation>
    </message>
    <message>
        <source>%1 figures compared, %2 of them differ. A: %3 GPUs, readiness %4 / 100; B: %5 GPUs, readiness %6 / 100.</source>
        <translation>%1 Kennzahlen verglichen, %2 davon verschieden. A: %3 GPUs, Bereitschaft %4 / 100; B: %5 GPUs, Bereitschaft %6 / 100.</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Rechnen</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>Pipeline-Blase</translation>
    </message>
    <message>
        <source>Tensor parallel (NVLink)</source>
        <translation>Tensorparallel (NVLink)</translation>
    </message>
    <message>
        <source>Pipeline sends</source>
        <translation>Pipeline-Sendungen</translation>
    </message>
    <message>
        <source>Data parallel (exposed)</source>
        <translation>Datenparallel (nicht verdeckt)</translation>
    </message>
    <message>
        <source>Data wait</source>
        <translation>Warten auf Daten</translation>
    </message>
    <message>
        <source>Checkpoint stall</source>
        <translation>Checkpoint-Pause</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>A and B: power</source>
        <translation>A und B: Leistung</translation>
    </message>
    <message>
        <source>IT power</source>
        <translation>IT-Leistung</translation>
    </message>
    <message>
        <source>Facility power</source>
        <translation>Leistung des Rechenzentrums</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>Comparing...</source>
        <translation>Vergleiche …</translation>
    </message>
    <message numerus="yes">
        <source>%n sentence(s) that differ are left out here; the failures and review pages give them in your language.</source>
        <translation>
            <numerusform>%n abweichender Satz ist hier ausgelassen; die Seiten Ausfälle und Bewertung geben ihn in Ihrer Sprache.</numerusform>
            <numerusform>%n abweichende Sätze sind hier ausgelassen; die Seiten Ausfälle und Bewertung geben sie in Ihrer Sprache.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::capstone::DesignDrawing</name>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message numerus="yes">
        <source>%n more, drawn as one</source>
        <translation>
            <numerusform>%n weiterer, als einer gezeichnet</numerusform>
            <numerusform>%n weitere, als einer gezeichnet</numerusform>
        </translation>
    </message>
    <message>
        <source>Spine %1</source>
        <translation>Spine %1</translation>
    </message>
    <message>
        <source>Spine switch</source>
        <translation>Spine-Switch</translation>
    </message>
    <message>
        <source>+%1 spines</source>
        <translation>+%1 Spines</translation>
    </message>
    <message>
        <source>Leaf %1</source>
        <translation>Leaf %1</translation>
    </message>
    <message>
        <source>Leaf switch</source>
        <translation>Leaf-Switch</translation>
    </message>
    <message>
        <source>+%1 leaves</source>
        <translation>+%1 Leafs</translation>
    </message>
    <message>
        <source>Pod %1 · %2 servers</source>
        <translation>Pod %1 · %2 Server</translation>
    </message>
    <message>
        <source>A scalable unit of %1 servers</source>
        <translation>Eine skalierbare Einheit aus %1 Servern</translation>
    </message>
    <message>
        <source>+%1 pods</source>
        <translation>+%1 Pods</translation>
    </message>
    <message>
        <source>%1 · %2 GPUs</source>
        <translation>%1 · %2 GPUs</translation>
    </message>
    <message>
        <source>%1 servers of %2, %3 kW at full load on a %4 kW feed, %5 cooling</source>
        <translation>%1 Server vom Typ %2, %3 kW unter Volllast an einer Zuführung von %4 kW, Kühlung %5</translation>
    </message>
    <message>
        <source>+%1 racks</source>
        <translation>+%1 Racks</translation>
    </message>
    <message>
        <source>Leaf-spine uplinks</source>
        <translation>Leaf-Spine-Uplinks</translation>
    </message>
    <message>
        <source>Server NICs: %1 x %2 Gb/s a server</source>
        <translation>Server-NICs: %1 × %2 Gb/s je Server</translation>
    </message>
    <message>
        <source>Storage · %1 GB/s</source>
        <translation>Speicher · %1 GB/s</translation>
    </message>
    <message numerus="yes">
        <source>%n data server(s) of the parallel file system</source>
        <translation>
            <numerusform>%n Datenserver des parallelen Dateisystems</numerusform>
            <numerusform>%n Datenserver des parallelen Dateisystems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Management · %n switch(es)</source>
        <translation>
            <numerusform>Verwaltung · %n Switch</numerusform>
            <numerusform>Verwaltung · %n Switches</numerusform>
        </translation>
    </message>
    <message>
        <source>Management over the data fabric</source>
        <translation>Verwaltung über die Daten-Fabric</translation>
    </message>
    <message>
        <source>Out-of-band management network for the servers&apos; BMCs</source>
        <translation>Out-of-Band-Verwaltungsnetz für die BMCs der Server</translation>
    </message>
    <message>
        <source>Storage network</source>
        <translation>Speichernetz</translation>
    </message>
</context>
<context>
    <name>ailab::labs::capstone::DesignPage</name>
    <message>
        <source>Pr&amp;eset design:</source>
        <translation>Vorbereiteter E&amp;ntwurf:</translation>
    </message>
    <message>
        <source>Preset design</source>
        <translation>Vorbereiteter Entwurf</translation>
    </message>
    <message>
        <source>Open design file...</source>
        <translation>Entwurfsdatei öffnen …</translation>
    </message>
    <message>
        <source>Save design file...</source>
        <translation>Entwurfsdatei speichern …</translation>
    </message>
    <message>
        <source>Configure the major infrastructure resources. Your design is shared by the bottleneck, failure, review, compare and report pages; every change is evaluated by the models at once.</source>
        <translation>Legen Sie die wichtigsten Infrastrukturressourcen fest. Ihr Entwurf gilt auch für die Seiten Engpässe, Ausfälle, Bewertung, Vergleich und Bericht; jede Änderung bewerten die Modelle sofort.</translation>
    </message>
    <message>
        <source>Total accelerators</source>
        <translation>Beschleuniger insgesamt</translation>
    </message>
    <message>
        <source>Servers times GPUs per server.</source>
        <translation>Server mal GPUs je Server.</translation>
    </message>
    <message>
        <source>Aggregate GPU HBM</source>
        <translation>GPU-HBM insgesamt</translation>
    </message>
    <message>
        <source>Every GPU&apos;s memory, from the hardware catalogue.</source>
        <translation>Der Speicher jeder GPU, aus dem Hardwarekatalog.</translation>
    </message>
    <message>
        <source>Illustrative NIC count</source>
        <translation>Veranschaulichte Zahl der NICs</translation>
    </message>
    <message>
        <source>Servers times compute-fabric NICs per server.</source>
        <translation>Server mal NICs der Rechen-Fabric je Server.</translation>
    </message>
    <message>
        <source>Illustrative GPU-only power</source>
        <translation>Veranschaulichte reine GPU-Leistung</translation>
    </message>
    <message>
        <source>The course&apos;s teaching assumption: 1 kW a GPU, nothing else counted.</source>
        <translation>Die didaktische Annahme des Kurses: 1 kW je GPU, sonst nichts gezählt.</translation>
    </message>
    <message>
        <source>GPU servers</source>
        <translation>GPU-Server</translation>
    </message>
    <message>
        <source>Servers in all racks.</source>
        <translation>Server in allen Racks.</translation>
    </message>
    <message>
        <source>Cluster IT power</source>
        <translation>IT-Leistung des Clusters</translation>
    </message>
    <message>
        <source>Every server at its catalogue maximum, the switches and the storage servers.</source>
        <translation>Jeder Server mit seinem Höchstwert laut Katalog, die Switches und die Speicherserver.</translation>
    </message>
    <message>
        <source>Facility power</source>
        <translation>Leistung des Rechenzentrums</translation>
    </message>
    <message>
        <source>The IT power times each rack&apos;s cooling PUE.</source>
        <translation>Die IT-Leistung mal der PUE der Kühlung jedes Racks.</translation>
    </message>
    <message>
        <source>Heat</source>
        <translation>Wärme</translation>
    </message>
    <message>
        <source>All IT power becomes heat: 3,412 BTU/h a kW (NIST SP 811).</source>
        <translation>Die ganze IT-Leistung wird zu Wärme: 3.412 BTU/h je kW (NIST SP 811).</translation>
    </message>
    <message>
        <source>Cooling per rack</source>
        <translation>Kühlung je Rack</translation>
    </message>
    <message>
        <source>The most loaded rack&apos;s heat against its cooling capacity.</source>
        <translation>Die Wärme des am stärksten belasteten Racks gegen seine Kühlleistung.</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Facility power over IT power, from each rack&apos;s cooling technology.</source>
        <translation>Leistung des Rechenzentrums durch IT-Leistung, aus der Kühltechnik jedes Racks.</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Switches</translation>
    </message>
    <message>
        <source>Compute-fabric leaves and spines, storage leaves, management switches.</source>
        <translation>Leafs und Spines der Rechen-Fabric, Speicher-Leafs, Verwaltungs-Switches.</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>Fabric</translation>
    </message>
    <message>
        <source>The leaves&apos; oversubscription and the leaf-spine bisection.</source>
        <translation>Die Überbuchung der Leafs und die Leaf-Spine-Bisektion.</translation>
    </message>
    <message>
        <source>Training workload</source>
        <translation>Trainingslast</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Modell:</translation>
    </message>
    <message>
        <source>Tokens (billions)</source>
        <translation>Tokens (Milliarden)</translation>
    </message>
    <message>
        <source> billion</source>
        <translation> Mrd.</translation>
    </message>
    <message>
        <source>Tokens:</source>
        <translation>Tokens:</translation>
    </message>
    <message>
        <source>Days to train</source>
        <translation>Tage für das Training</translation>
    </message>
    <message>
        <source> days</source>
        <translation> Tage</translation>
    </message>
    <message>
        <source>Within:</source>
        <translation>Innerhalb:</translation>
    </message>
    <message>
        <source>Serving workload</source>
        <translation>Inferenzlast</translation>
    </message>
    <message>
        <source>Request rate</source>
        <translation>Anfragerate</translation>
    </message>
    <message>
        <source> req/s</source>
        <translation> Anfr./s</translation>
    </message>
    <message>
        <source>Rate:</source>
        <translation>Rate:</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Replikate</translation>
    </message>
    <message>
        <source>Replicas:</source>
        <translation>Replikate:</translation>
    </message>
    <message>
        <source>TTFT objective</source>
        <translation>TTFT-Ziel</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>TTFT SLO:</source>
        <translation>TTFT-SLO:</translation>
    </message>
    <message>
        <source>TPOT objective</source>
        <translation>TPOT-Ziel</translation>
    </message>
    <message>
        <source>TPOT SLO:</source>
        <translation>TPOT-SLO:</translation>
    </message>
    <message>
        <source>Servers and racks</source>
        <translation>Server und Racks</translation>
    </message>
    <message>
        <source>Server platform</source>
        <translation>Serverplattform</translation>
    </message>
    <message>
        <source>Platform:</source>
        <translation>Plattform:</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>Racks</translation>
    </message>
    <message>
        <source>Racks:</source>
        <translation>Racks:</translation>
    </message>
    <message>
        <source>Servers per rack</source>
        <translation>Server je Rack</translation>
    </message>
    <message>
        <source>Servers a rack:</source>
        <translation>Server je Rack:</translation>
    </message>
    <message>
        <source>Power feed per rack</source>
        <translation>Stromzuführung je Rack</translation>
    </message>
    <message>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <source>Feed:</source>
        <translation>Zuführung:</translation>
    </message>
    <message>
        <source>Cooling technology</source>
        <translation>Kühltechnik</translation>
    </message>
    <message>
        <source>Cooling:</source>
        <translation>Kühlung:</translation>
    </message>
    <message>
        <source>Cooling units per rack</source>
        <translation>Kühleinheiten je Rack</translation>
    </message>
    <message>
        <source>Cooling units:</source>
        <translation>Kühleinheiten:</translation>
    </message>
    <message>
        <source>Compute fabric</source>
        <translation>Rechen-Fabric</translation>
    </message>
    <message>
        <source>Fabric shape</source>
        <translation>Form der Fabric</translation>
    </message>
    <message>
        <source>Leaf-spine</source>
        <translation>Leaf-Spine</translation>
    </message>
    <message>
        <source>Rail-optimised</source>
        <translation>Schienenoptimiert</translation>
    </message>
    <message>
        <source>Shape:</source>
        <translation>Form:</translation>
    </message>
    <message>
        <source>NICs per server</source>
        <translation>NICs je Server</translation>
    </message>
    <message>
        <source>NICs a server:</source>
        <translation>NICs je Server:</translation>
    </message>
    <message>
        <source>NIC speed</source>
        <translation>NIC-Geschwindigkeit</translation>
    </message>
    <message>
        <source> Gb/s</source>
        <translation> Gb/s</translation>
    </message>
    <message>
        <source>NIC speed:</source>
        <translation>NIC-Tempo:</translation>
    </message>
    <message>
        <source>Servers per leaf</source>
        <translation>Server je Leaf</translation>
    </message>
    <message>
        <source>Servers a leaf:</source>
        <translation>Server je Leaf:</translation>
    </message>
    <message>
        <source>Spines</source>
        <translation>Spines</translation>
    </message>
    <message>
        <source>Spines:</source>
        <translation>Spines:</translation>
    </message>
    <message>
        <source>Uplinks per leaf and spine</source>
        <translation>Uplinks je Leaf und Spine</translation>
    </message>
    <message>
        <source>Uplinks a spine:</source>
        <translation>Uplinks je Spine:</translation>
    </message>
    <message>
        <source>Storage and patterns</source>
        <translation>Speicher und Muster</translation>
    </message>
    <message>
        <source>Storage data servers</source>
        <translation>Datenserver des Speichers</translation>
    </message>
    <message>
        <source>Data servers:</source>
        <translation>Datenserver:</translation>
    </message>
    <message>
        <source>Bandwidth per data server</source>
        <translation>Bandbreite je Datenserver</translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <source>Each:</source>
        <translation>Je:</translation>
    </message>
    <message>
        <source>Servers per pod (0: no pods)</source>
        <translation>Server je Pod (0: keine Pods)</translation>
    </message>
    <message>
        <source>Pod size:</source>
        <translation>Pod-Größe:</translation>
    </message>
    <message>
        <source>Separate inference fabric</source>
        <translation>Eigenes Inferenz-Netz</translation>
    </message>
    <message>
        <source>Out-of-band management network</source>
        <translation>Out-of-Band-Verwaltungsnetz</translation>
    </message>
    <message>
        <source>Checkpoints to NVMe near the racks</source>
        <translation>Checkpoints auf NVMe nahe den Racks</translation>
    </message>
    <message>
        <source>The design: spines, leaves, racks or pods, storage and management</source>
        <translation>Der Entwurf: Spines, Leafs, Racks oder Pods, Speicher und Verwaltung</translation>
    </message>
    <message>
        <source>The models refuse this change (%1): %2</source>
        <translation>Die Modelle lehnen diese Änderung ab (%1): %2</translation>
    </message>
    <message>
        <source>TB</source>
        <translation>TB</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>servers %1 kW, switches %2 kW, storage %3 kW</source>
        <translation>Server %1 kW, Switches %2 kW, Speicher %3 kW</translation>
    </message>
    <message>
        <source>BTU/h</source>
        <translation>BTU/h</translation>
    </message>
    <message>
        <source>%1 tons of cooling</source>
        <translation>%1 Tonnen Kühlleistung</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1 on %2; needs %3</source>
        <translation>%1 mit %2; braucht %3</translation>
    </message>
    <message>
        <source>%1:1</source>
        <translation>%1:1</translation>
    </message>
    <message>
        <source>bisection %1 Tb/s</source>
        <translation>Bisektion %1 Tb/s</translation>
    </message>
    <message>
        <source>Open design file</source>
        <translation>Entwurfsdatei öffnen</translation>
    </message>
    <message>
        <source>Design files (*.json)</source>
        <translation>Entwurfsdateien (*.json)</translation>
    </message>
    <message>
        <source>The design file was not opened: %1</source>
        <translation>Die Entwurfsdatei wurde nicht geöffnet: %1</translation>
    </message>
    <message>
        <source>Save design file</source>
        <translation>Entwurfsdatei speichern</translation>
    </message>
    <message>
        <source>The design file was not saved: %1</source>
        <translation>Die Entwurfsdatei wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Evaluating the design...</source>
        <translation>Der Entwurf wird bewertet …</translation>
    </message>
    <message>
        <source>GPUs for the job</source>
        <translation>GPUs für den Job</translation>
    </message>
    <message>
        <source>every free GPU</source>
        <translation>jede freie GPU</translation>
    </message>
    <message>
        <source>GPUs:</source>
        <translation>GPUs:</translation>
    </message>
    <message>
        <source>Tensor parallel size</source>
        <translation>Tensorparallele Größe</translation>
    </message>
    <message>
        <source>Tensor parallel:</source>
        <translation>Tensorparallel:</translation>
    </message>
    <message>
        <source>Pipeline parallel size</source>
        <translation>Pipelineparallele Größe</translation>
    </message>
    <message>
        <source>Pipeline parallel:</source>
        <translation>Pipelineparallel:</translation>
    </message>
    <message>
        <source>Global batch in sequences</source>
        <translation>Globaler Batch in Sequenzen</translation>
    </message>
    <message>
        <source>Global batch:</source>
        <translation>Globaler Batch:</translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation>Checkpoint-Intervall</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>no checkpoints</source>
        <translation>keine Checkpoints</translation>
    </message>
    <message>
        <source>Checkpoint every:</source>
        <translation>Checkpoint alle:</translation>
    </message>
    <message>
        <source>Rack kind</source>
        <translation>Rack-Art</translation>
    </message>
    <message>
        <source>Rack kind:</source>
        <translation>Rack-Art:</translation>
    </message>
    <message>
        <source>Add a rack kind</source>
        <translation>Rack-Art hinzufügen</translation>
    </message>
    <message>
        <source>A copy of the chosen kind, one rack of it, to change.</source>
        <translation>Eine Kopie der gewählten Art, ein Rack davon, zum Ändern.</translation>
    </message>
    <message>
        <source>Remove this kind</source>
        <translation>Diese Art entfernen</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n rack(s)</source>
        <translation>
            <numerusform>%1: %n Rack</numerusform>
            <numerusform>%1: %n Racks</numerusform>
        </translation>
    </message>
    <message>
        <source>leaves %1, spines %2, storage leaves %3, management %4</source>
        <translation>Leafs %1, Spines %2, Speicher-Leafs %3, Verwaltung %4</translation>
    </message>
</context>
<context>
    <name>ailab::labs::capstone::DesignReport</name>
    <message>
        <source># Cluster design report: %1</source>
        <translation># Bericht zum Cluster-Entwurf: %1</translation>
    </message>
    <message>
        <source>## The design</source>
        <translation>## Der Entwurf</translation>
    </message>
    <message>
        <source>| Figure | Value |</source>
        <translation>| Kennzahl | Wert |</translation>
    </message>
    <message>
        <source>| Total accelerators | %1 |</source>
        <translation>| Beschleuniger insgesamt | %1 |</translation>
    </message>
    <message>
        <source>| Aggregate GPU HBM | %1 TB |</source>
        <translation>| GPU-HBM insgesamt | %1 TB |</translation>
    </message>
    <message>
        <source>| Illustrative NIC count | %1 |</source>
        <translation>| Veranschaulichte Zahl der NICs | %1 |</translation>
    </message>
    <message>
        <source>| Illustrative GPU-only power | %1 kW |</source>
        <translation>| Veranschaulichte reine GPU-Leistung | %1 kW |</translation>
    </message>
    <message>
        <source>| GPU servers | %1 |</source>
        <translation>| GPU-Server | %1 |</translation>
    </message>
    <message>
        <source>| Cluster IT power | %1 kW |</source>
        <translation>| IT-Leistung des Clusters | %1 kW |</translation>
    </message>
    <message>
        <source>| Facility power | %1 kW (PUE %2) |</source>
        <translation>| Leistung des Rechenzentrums | %1 kW (PUE %2) |</translation>
    </message>
    <message>
        <source>| Heat | %1 BTU/h |</source>
        <translation>| Wärme | %1 BTU/h |</translation>
    </message>
    <message>
        <source>| Fabric | %1 leaves, %2 spines, %3:1, %4 Tb/s bisection |</source>
        <translation>| Fabric | %1 Leafs, %2 Spines, %3:1, %4 Tb/s Bisektion |</translation>
    </message>
    <message>
        <source>| Storage | %1 data servers, %2 GB/s |</source>
        <translation>| Speicher | %1 Datenserver, %2 GB/s |</translation>
    </message>
    <message>
        <source>## Bottlenecks</source>
        <translation>## Engpässe</translation>
    </message>
    <message>
        <source>The course&apos;s analyzer (teaching assumption: 20 Gb/s of network and 1 GB/s of storage per GPU): network %1 of %2 Gb/s, storage %3 of %4 GB/s, primary constraint: %5.</source>
        <translation>Der Analysator des Kurses (didaktische Annahme: 20 Gb/s Netz und 1 GB/s Speicher je GPU): Netz %1 von %2 Gb/s, Speicher %3 von %4 GB/s, wichtigste Grenze: %5.</translation>
    </message>
    <message>
        <source>The models: a step of %1 s (compute %2 s, data wait %3 s), %4 TFLOP/s per GPU, primary constraint: %5; %6 days and %7 MWh to train without failures.</source>
        <translation>Die Modelle: ein Schritt von %1 s (Rechnen %2 s, Warten auf Daten %3 s), %4 TFLOP/s je GPU, wichtigster Engpass: %5; %6 Tage und %7 MWh Training ohne Ausfälle.</translation>
    </message>
    <message>
        <source>The service: %1 req/s on %2 replicas, TTFT p95 %3 ms, TPOT p95 %4 ms, %5 of requests within every objective.</source>
        <translation>Der Dienst: %1 Anfragen/s auf %2 Replikaten, TTFT p95 %3 ms, TPOT p95 %4 ms, %5 der Anfragen innerhalb aller Ziele.</translation>
    </message>
    <message>
        <source>## Failures (N-1)</source>
        <translation>## Ausfälle (N-1)</translation>
    </message>
    <message>
        <source>| Component | Effect | Status |</source>
        <translation>| Komponente | Wirkung | Zustand |</translation>
    </message>
    <message>
        <source>Long run (closed form): one failure every %1 h, effective training time %2, %3 days to train with failures.</source>
        <translation>Langzeitlauf (geschlossene Form): ein Ausfall alle %1 h, effektive Trainingszeit %2, %3 Tage Training mit Ausfällen.</translation>
    </message>
    <message>
        <source>## Review</source>
        <translation>## Bewertung</translation>
    </message>
    <message>
        <source>Readiness score: %1 / 100 (compute scale %2, network capacity %3, storage capacity %4, failure tolerance %5, each out of 25). %6</source>
        <translation>Bereitschaftspunktzahl: %1 / 100 (Rechenumfang %2, Netzkapazität %3, Speicherkapazität %4, Ausfalltoleranz %5, je von 25). %6</translation>
    </message>
    <message>
        <source>| Verdict | Criterion | Why | What would pass it |</source>
        <translation>| Urteil | Kriterium | Warum | Was es bestehen ließe |</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Bestanden</translation>
    </message>
    <message>
        <source>Fail</source>
        <translation>Nicht bestanden</translation>
    </message>
    <message>
        <source>## Every figure of the evaluation</source>
        <translation>## Jede Kennzahl der Bewertung</translation>
    </message>
    <message>
        <source>Cluster design report</source>
        <translation>Bericht zum Cluster-Entwurf</translation>
    </message>
</context>
<context>
    <name>ailab::labs::capstone::DesignTexts</name>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <source>GPU server</source>
        <translation>GPU-Server</translation>
    </message>
    <message>
        <source>Leaf switch</source>
        <translation>Leaf-Switch</translation>
    </message>
    <message>
        <source>Spine switch</source>
        <translation>Spine-Switch</translation>
    </message>
    <message>
        <source>Leaf-spine link</source>
        <translation>Leaf-Spine-Verbindung</translation>
    </message>
    <message>
        <source>Storage data server</source>
        <translation>Datenserver des Speichers</translation>
    </message>
    <message>
        <source>Rack power feed</source>
        <translation>Stromzuführung eines Racks</translation>
    </message>
    <message>
        <source>Rack cooling unit</source>
        <translation>Kühleinheit eines Racks</translation>
    </message>
    <message>
        <source>Compute (share of the step)</source>
        <translation>Rechnen (Anteil am Schritt)</translation>
    </message>
    <message>
        <source>NIC bandwidth per GPU</source>
        <translation>NIC-Bandbreite je GPU</translation>
    </message>
    <message>
        <source>Leaf uplinks per GPU</source>
        <translation>Leaf-Uplinks je GPU</translation>
    </message>
    <message>
        <source>Storage reads</source>
        <translation>Lesen vom Speicher</translation>
    </message>
    <message>
        <source>Checkpoint writes</source>
        <translation>Schreiben der Checkpoints</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU-Speicher</translation>
    </message>
    <message>
        <source>Rack cooling</source>
        <translation>Kühlung eines Racks</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>Rechnen</translation>
    </message>
    <message>
        <source>network</source>
        <translation>Netz</translation>
    </message>
    <message>
        <source>NVLink (tensor parallel)</source>
        <translation>NVLink (tensorparallel)</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>checkpoints</source>
        <translation>Checkpoints</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <translation>Pipeline-Blase</translation>
    </message>
    <message>
        <source>power</source>
        <translation>Strom</translation>
    </message>
    <message>
        <source>cooling</source>
        <translation>Kühlung</translation>
    </message>
    <message>
        <source>runs on</source>
        <translation>läuft weiter</translation>
    </message>
    <message>
        <source>runs %1 slower</source>
        <translation>läuft %1 langsamer</translation>
    </message>
    <message>
        <source>restarts on spares</source>
        <translation>startet auf Reserven neu</translation>
    </message>
    <message>
        <source>waits for the repair</source>
        <translation>wartet auf die Reparatur</translation>
    </message>
    <message>
        <source>Healthy</source>
        <translation>Gesund</translation>
    </message>
    <message>
        <source>Degraded</source>
        <translation>Beeinträchtigt</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Ausgefallen</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) out of service</source>
        <translation>
            <numerusform>%n GPU außer Betrieb</numerusform>
            <numerusform>%n GPUs außer Betrieb</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of its fabric capacity lost</source>
        <translation>%1 seiner Fabric-Kapazität verloren</translation>
    </message>
    <message>
        <source>%1 of the storage bandwidth lost</source>
        <translation>%1 der Speicherbandbreite verloren</translation>
    </message>
    <message>
        <source>no capacity lost</source>
        <translation>keine Kapazität verloren</translation>
    </message>
    <message>
        <source>the training job runs %1 slower until the repair</source>
        <translation>der Trainingsjob läuft bis zur Reparatur %1 langsamer</translation>
    </message>
    <message>
        <source>the training job restarts on spare servers in %1, rolling back %2 of work</source>
        <translation>der Trainingsjob startet in %1 auf Reserveservern neu und verliert %2 Arbeit</translation>
    </message>
    <message>
        <source>the training job stops for %1 until the repair and restart (no spare servers)</source>
        <translation>der Trainingsjob steht %1 bis zu Reparatur und Neustart (keine Reserveserver)</translation>
    </message>
    <message numerus="yes">
        <source>%n serving replica(s) lost</source>
        <translation>
            <numerusform>%n Inferenz-Replikat verloren</numerusform>
            <numerusform>%n Inferenz-Replikate verloren</numerusform>
        </translation>
    </message>
    <message>
        <source>the service holds its objectives (%1 of requests within them)</source>
        <translation>der Dienst hält seine Ziele (%1 der Anfragen innerhalb)</translation>
    </message>
    <message>
        <source>the service misses its objectives (%1 of requests within them)</source>
        <translation>der Dienst verfehlt seine Ziele (%1 der Anfragen innerhalb)</translation>
    </message>
    <message>
        <source>The training run finishes in time</source>
        <translation>Der Trainingslauf wird rechtzeitig fertig</translation>
    </message>
    <message>
        <source>The service meets its TTFT and TPOT objectives</source>
        <translation>Der Dienst erreicht seine TTFT- und TPOT-Ziele</translation>
    </message>
    <message>
        <source>The fabric hides the training job&apos;s communication</source>
        <translation>Die Fabric verdeckt die Kommunikation des Trainingsjobs</translation>
    </message>
    <message>
        <source>Storage keeps the GPUs busy (MLPerf Storage&apos;s 90 %)</source>
        <translation>Der Speicher hält die GPUs beschäftigt (90 % nach MLPerf Storage)</translation>
    </message>
    <message>
        <source>One failure keeps the job running or restarts it in time</source>
        <translation>Ein Ausfall lässt den Job weiterlaufen oder rechtzeitig neu starten</translation>
    </message>
    <message>
        <source>Every rack within its power feed and its cooling</source>
        <translation>Jedes Rack innerhalb seiner Stromzuführung und Kühlung</translation>
    </message>
    <message>
        <source>The checkpoint interval is near Young/Daly&apos;s optimum</source>
        <translation>Das Checkpoint-Intervall liegt nahe dem Optimum nach Young/Daly</translation>
    </message>
    <message>
        <source>Pods of identical scalable units</source>
        <translation>Pods aus gleichen skalierbaren Einheiten</translation>
    </message>
    <message>
        <source>Separate training and inference fabrics</source>
        <translation>Getrennte Netze für Training und Inferenz</translation>
    </message>
    <message>
        <source>Out-of-band management network</source>
        <translation>Out-of-Band-Verwaltungsnetz</translation>
    </message>
    <message>
        <source>Checkpoint storage close to compute</source>
        <translation>Checkpoint-Speicher nahe der Rechenleistung</translation>
    </message>
    <message>
        <source>%1 billion tokens at %2 tokens/s take %3 days with the expected failures (%4 without); the workload allows %5.</source>
        <translation>%1 Milliarden Tokens mit %2 Tokens/s dauern mit den erwarteten Ausfällen %3 Tage (%4 ohne); die Arbeitslast erlaubt %5.</translation>
    </message>
    <message>
        <source>At %1 requests/s on %2 replicas the service is %3: TTFT p95 %4 ms (objective %5 ms), TPOT p95 %6 ms (objective %7 ms); %8 of requests within every objective.</source>
        <translation>Bei %1 Anfragen/s auf %2 Replikaten ist der Dienst %3: TTFT p95 %4 ms (Ziel %5 ms), TPOT p95 %6 ms (Ziel %7 ms); %8 der Anfragen innerhalb aller Ziele.</translation>
    </message>
    <message>
        <source>sustained</source>
        <translation>stabil</translation>
    </message>
    <message>
        <source>not sustained</source>
        <translation>nicht stabil</translation>
    </message>
    <message>
        <source>The data-parallel all-reduce leaves %1 s and the pipeline sends %2 s exposed in a %3 s step (%4 of it); the all-reduce takes %5 s on a %6:1 fabric.</source>
        <translation>Das datenparallele All-Reduce lässt %1 s und die Pipeline-Sendungen %2 s eines Schritts von %3 s unverdeckt (%4 davon); das All-Reduce dauert %5 s auf einer Fabric mit %6:1.</translation>
    </message>
    <message>
        <source>A step reads %1 GB in %2 s at %3 GB/s beside a %4 s step: %5 s of data wait, accelerator utilisation %6.</source>
        <translation>Ein Schritt liest %1 GB in %2 s mit %3 GB/s neben einem Schritt von %4 s: %5 s Warten auf Daten, Beschleunigerauslastung %6.</translation>
    </message>
    <message numerus="yes">
        <source>Every one of the %n component classes leaves the workload running or restarts it.</source>
        <translation>
            <numerusform>Die %n Komponentenklasse lässt die Arbeitslast weiterlaufen oder startet sie neu.</numerusform>
            <numerusform>Jede der %n Komponentenklassen lässt die Arbeitslast weiterlaufen oder startet sie neu.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 component classes keep the workload running; a failure of these stops it until the repair (%3) or leaves the service short of its objectives: %4.</source>
        <translation>%1 von %2 Komponentenklassen lassen die Arbeitslast weiterlaufen; ein Ausfall dieser hält sie bis zur Reparatur (%3) an oder lässt den Dienst seine Ziele verfehlen: %4.</translation>
    </message>
    <message>
        <source>%1 draws %2 kW on a %3 kW feed</source>
        <translation>%1 zieht %2 kW an einer Zuführung von %3 kW</translation>
    </message>
    <message>
        <source>%1 makes %2 kW of heat for %3 kW of %4 cooling</source>
        <translation>%1 erzeugt %2 kW Wärme für %3 kW Kühlung mit %4</translation>
    </message>
    <message>
        <source>The most loaded rack uses %1 of its feed or cooling.</source>
        <translation>Das am stärksten belastete Rack nutzt %1 seiner Zuführung oder Kühlung.</translation>
    </message>
    <message>
        <source>The job writes no checkpoints: a failure rolls it back to its start.</source>
        <translation>Der Job schreibt keine Checkpoints: Ein Ausfall wirft ihn an seinen Anfang zurück.</translation>
    </message>
    <message>
        <source>A checkpoint every %1 at a %2 s stall and a %3 h MTBF; Young&apos;s optimum %4, Daly&apos;s %5, the write %6; %7 of the time lost to failures and checkpoints.</source>
        <translation>Ein Checkpoint alle %1 bei %2 s Pause und %3 h MTBF; Optimum nach Young %4, nach Daly %5, das Schreiben %6; %7 der Zeit gehen an Ausfälle und Checkpoints verloren.</translation>
    </message>
    <message>
        <source>%1 servers fit in one scalable unit of %2.</source>
        <translation>%1 Server passen in eine skalierbare Einheit aus %2.</translation>
    </message>
    <message>
        <source>%1 servers in %2 pods of %3.</source>
        <translation>%1 Server in %2 Pods aus je %3.</translation>
    </message>
    <message>
        <source>%1 servers grown one by one, without pods.</source>
        <translation>%1 Server einzeln gewachsen, ohne Pods.</translation>
    </message>
    <message>
        <source>The serving replicas have their own fabric.</source>
        <translation>Die Inferenz-Replikate haben ihr eigenes Netz.</translation>
    </message>
    <message>
        <source>Training&apos;s all-reduce and the serving replicas share the fabric.</source>
        <translation>Das All-Reduce des Trainings und die Inferenz-Replikate teilen sich die Fabric.</translation>
    </message>
    <message numerus="yes">
        <source>The BMCs are on their own network (%n management switch(es)), apart from the data fabrics.</source>
        <translation>
            <numerusform>Die BMCs hängen an einem eigenen Netz (%n Verwaltungs-Switch), getrennt von den Daten-Fabrics.</numerusform>
            <numerusform>Die BMCs hängen an einem eigenen Netz (%n Verwaltungs-Switches), getrennt von den Daten-Fabrics.</numerusform>
        </translation>
    </message>
    <message>
        <source>The servers are managed over the data fabric.</source>
        <translation>Die Server werden über die Daten-Fabric verwaltet.</translation>
    </message>
    <message>
        <source>Checkpoints go to NVMe in or beside the racks.</source>
        <translation>Checkpoints gehen auf NVMe in oder neben den Racks.</translation>
    </message>
    <message>
        <source>The %1 GB checkpoint is read back from shared storage at %2 GB/s within a %3 restart.</source>
        <translation>Der Checkpoint von %1 GB wird während eines Neustarts von %3 mit %2 GB/s aus dem gemeinsamen Speicher zurückgelesen.</translation>
    </message>
    <message>
        <source>More replicas, a larger tensor-parallel group or looser objectives.</source>
        <translation>Mehr Replikate, eine größere tensorparallele Gruppe oder lockerere Ziele.</translation>
    </message>
    <message>
        <source>A non-blocking fabric (1:1, now %1:1), faster NICs, or a larger global batch.</source>
        <translation>Eine blockierungsfreie Fabric (1:1, jetzt %1:1), schnellere NICs oder ein größerer globaler Batch.</translation>
    </message>
    <message>
        <source>Faster NICs, more NICs per server, or a larger global batch to hide the all-reduce.</source>
        <translation>Schnellere NICs, mehr NICs je Server oder ein größerer globaler Batch, der das All-Reduce verdeckt.</translation>
    </message>
    <message>
        <source>a feed of at least %1 kW for %2 (or fewer servers)</source>
        <translation>eine Zuführung von mindestens %1 kW für %2 (oder weniger Server)</translation>
    </message>
    <message>
        <source>%1 cooling for %2 (or fewer servers)</source>
        <translation>Kühlung mit %1 für %2 (oder weniger Server)</translation>
    </message>
    <message>
        <source>A checkpoint interval of about %1.</source>
        <translation>Ein Checkpoint-Intervall von etwa %1.</translation>
    </message>
    <message>
        <source>Pods of a fixed size (a DGX SuperPOD scalable unit is %1 servers) that divide the %2 servers.</source>
        <translation>Pods fester Größe (eine skalierbare Einheit eines DGX SuperPOD hat %1 Server), die die %2 Server ohne Rest teilen.</translation>
    </message>
    <message>
        <source>A separate inference fabric, so that training traffic never adds to the serving latency.</source>
        <translation>Ein eigenes Inferenz-Netz, damit Trainingsverkehr nie die Latenz der Inferenz erhöht.</translation>
    </message>
    <message>
        <source>A dedicated management network for the BMCs.</source>
        <translation>Ein eigenes Verwaltungsnetz für die BMCs.</translation>
    </message>
    <message>
        <source>Checkpoint storage (NVMe) in or beside the racks, or shared storage that reads the checkpoint back in a tenth of the restart.</source>
        <translation>Checkpoint-Speicher (NVMe) in oder neben den Racks, oder gemeinsamer Speicher, der den Checkpoint in einem Zehntel des Neustarts zurückliest.</translation>
    </message>
    <message>
        <source>The score is a teaching aid, not a production architecture certification.</source>
        <translation>Die Punktzahl ist eine Lehrhilfe, keine Zertifizierung einer Produktionsarchitektur.</translation>
    </message>
    <message>
        <source>At least %1 GPUs at the same throughput per GPU, %2 tokens, or %3 days.</source>
        <translation>Mindestens %1 GPUs bei gleichem Durchsatz je GPU, %2 Tokens oder %3 Tage.</translation>
    </message>
    <message>
        <source> billion</source>
        <translation> Milliarden</translation>
    </message>
    <message>
        <source>More replicas: at least %1 at the good requests a replica achieves.</source>
        <translation>Mehr Replikate: mindestens %1 bei den guten Anfragen, die ein Replikat schafft.</translation>
    </message>
    <message>
        <source>%1 GB/s of reads for the job: %2 data servers of %3 GB/s, and a storage network that carries it.</source>
        <translation>%1 GB/s Lesen für den Job: %2 Datenserver mit je %3 GB/s und ein Speichernetz, das das trägt.</translation>
    </message>
    <message>
        <source>Fewer files per step or a faster metadata service: the lookups alone outlast the step.</source>
        <translation>Weniger Dateien je Schritt oder ein schnellerer Metadatendienst: Schon die Lookups dauern länger als der Schritt.</translation>
    </message>
    <message numerus="yes">
        <source>Spare servers for the largest failure domain: %1 GPUs (now %n spare), or replicas spread over more racks.</source>
        <translation>
            <numerusform>Reserveserver für die größte Ausfalldomäne: %1 GPUs (jetzt %n in Reserve) oder Replikate über mehr Racks verteilt.</numerusform>
            <numerusform>Reserveserver für die größte Ausfalldomäne: %1 GPUs (jetzt %n in Reserve) oder Replikate über mehr Racks verteilt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Redundancy in the failed class (a second spine, more uplinks, more data servers).</source>
        <translation>Redundanz in der ausgefallenen Klasse (ein zweiter Spine, mehr Uplinks, mehr Datenserver).</translation>
    </message>
    <message>
        <source>Checkpoints: at a %1 h mean time between failures a failure otherwise rolls the job back to its start.</source>
        <translation>Checkpoints: Bei %1 h mittlerer Zeit zwischen Ausfällen wirft ein Ausfall den Job sonst an seinen Anfang zurück.</translation>
    </message>
</context>
<context>
    <name>ailab::labs::capstone::FailurePage</name>
    <message>
        <source>Architecture failure simulator</source>
        <translation>Ausfallsimulator der Architektur</translation>
    </message>
    <message>
        <source>Inject a failure into the configured infrastructure and observe how available resources change. Each button takes the component where it hurts most, as the N-1 analysis below.</source>
        <translation>Lösen Sie einen Ausfall in der entworfenen Infrastruktur aus und beobachten Sie, wie sich die verfügbaren Ressourcen ändern. Jede Schaltfläche nimmt die Komponente dort weg, wo es am meisten schadet, wie die N-1-Analyse unten.</translation>
    </message>
    <message>
        <source>Compute: a GPU server fails</source>
        <translation>Rechnen: ein GPU-Server fällt aus</translation>
    </message>
    <message>
        <source>Network: a leaf switch fails</source>
        <translation>Netz: ein Leaf-Switch fällt aus</translation>
    </message>
    <message>
        <source>Storage: a data server fails</source>
        <translation>Speicher: ein Datenserver fällt aus</translation>
    </message>
    <message>
        <source>Back to the baseline</source>
        <translation>Zurück zum Ausgangszustand</translation>
    </message>
    <message>
        <source>Available GPUs</source>
        <translation>Verfügbare GPUs</translation>
    </message>
    <message>
        <source>Available fabric capacity</source>
        <translation>Verfügbare Fabric-Kapazität</translation>
    </message>
    <message>
        <source>The leaf-spine bisection less the share the failure takes.</source>
        <translation>Die Leaf-Spine-Bisektion abzüglich des Anteils, den der Ausfall nimmt.</translation>
    </message>
    <message>
        <source>Available storage throughput</source>
        <translation>Verfügbarer Speicherdurchsatz</translation>
    </message>
    <message>
        <source>Architecture status</source>
        <translation>Zustand der Architektur</translation>
    </message>
    <message>
        <source>Failure event timeline</source>
        <translation>Zeitleiste der Ausfälle</translation>
    </message>
    <message>
        <source>One failure of each component class (N-1)</source>
        <translation>Ein Ausfall je Komponentenklasse (N-1)</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Komponente</translation>
    </message>
    <message>
        <source>Of</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>GPUs lost</source>
        <translation>GPUs verloren</translation>
    </message>
    <message>
        <source>Training job</source>
        <translation>Trainingsjob</translation>
    </message>
    <message>
        <source>Stopped for</source>
        <translation>Angehalten für</translation>
    </message>
    <message>
        <source>Until repaired</source>
        <translation>Bis zur Reparatur</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>One failure of each component class</source>
        <translation>Ein Ausfall je Komponentenklasse</translation>
    </message>
    <message>
        <source>Select a row to mark its failure domain on the drawing; the row&apos;s tooltip says what it takes down.</source>
        <translation>Wählen Sie eine Zeile, um ihre Ausfalldomäne in der Zeichnung zu markieren; der Tooltip der Zeile sagt, was sie lahmlegt.</translation>
    </message>
    <message>
        <source>The failure domain</source>
        <translation>Die Ausfalldomäne</translation>
    </message>
    <message>
        <source>The long run with failures</source>
        <translation>Der Langzeitlauf mit Ausfällen</translation>
    </message>
    <message>
        <source>Simulated runs of 54 da&amp;ys:</source>
        <translation>Simulierte Läufe über 54 &amp;Tage:</translation>
    </message>
    <message>
        <source>Simulated runs</source>
        <translation>Simulierte Läufe</translation>
    </message>
    <message>
        <source>Run the Monte-Carlo</source>
        <translation>Monte-Carlo starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Progress of the long run</source>
        <translation>Fortschritt des Langzeitlaufs</translation>
    </message>
    <message>
        <source>Not run yet.</source>
        <translation>Noch nicht gelaufen.</translation>
    </message>
    <message>
        <source>The long run was refused by the model.</source>
        <translation>Das Modell hat den Langzeitlauf abgelehnt.</translation>
    </message>
    <message>
        <source>%1 simulated runs%2: effective training time %3 on average (%4 to %5), %6 failures a day; the closed form for the same job: %7.</source>
        <translation>%1 simulierte Läufe%2: effektive Trainingszeit im Mittel %3 (%4 bis %5), %6 Ausfälle am Tag; die geschlossene Form für denselben Job: %7.</translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (abgebrochen)</translation>
    </message>
    <message>
        <source>[00:00] ARCHITECTURE_READY · Baseline resources available</source>
        <translation>[00:00] ARCHITECTURE_READY · Basisressourcen verfügbar</translation>
    </message>
    <message>
        <source>Tb/s</source>
        <translation>Tb/s</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>Ready for failure injection</source>
        <translation>Bereit für Ausfälle</translation>
    </message>
    <message>
        <source>%1 %2 · the design has no such component</source>
        <translation>%1 %2 · der Entwurf hat keine solche Komponente</translation>
    </message>
    <message>
        <source>%1 %2 · %3: %4</source>
        <translation>%1 %2 · %3: %4</translation>
    </message>
    <message numerus="yes">
        <source>%n lost</source>
        <translation>
            <numerusform>%n verloren</numerusform>
            <numerusform>%n verloren</numerusform>
        </translation>
    </message>
    <message>
        <source>no training job</source>
        <translation>kein Trainingsjob</translation>
    </message>
    <message>
        <source>not stopped</source>
        <translation>nicht angehalten</translation>
    </message>
    <message>
        <source>&lt;b&gt;Closed form&lt;/b&gt; (Daly&apos;s expected waste at the Llama 3 failure rates): one failure every %1 h (%2 a day); a checkpoint every %3 stalls %4 s; Young&apos;s interval %5, Daly&apos;s %6, the optimum %7; restart %8. Effective training time %9, so %10 days to train with failures and %11 interruptions expected.</source>
        <translation>&lt;b&gt;Geschlossene Form&lt;/b&gt; (Dalys erwarteter Verlust bei den Ausfallraten von Llama 3): ein Ausfall alle %1 h (%2 am Tag); ein Checkpoint alle %3 hält %4 s an; Intervall nach Young %5, nach Daly %6, das Optimum %7; Neustart %8. Effektive Trainingszeit %9, also %10 Tage Training mit Ausfällen und %11 erwartete Unterbrechungen.</translation>
    </message>
    <message>
        <source>The design has no training job: there is no long run to simulate.</source>
        <translation>Der Entwurf hat keinen Trainingsjob: Es gibt keinen Langzeitlauf zu simulieren.</translation>
    </message>
    <message>
        <source>Running...</source>
        <translation>Läuft …</translation>
    </message>
</context>
<context>
    <name>ailab::labs::capstone::ReportPage</name>
    <message>
        <source>Export P&amp;DF...</source>
        <translation>Als PD&amp;F exportieren …</translation>
    </message>
    <message>
        <source>Export &amp;Markdown...</source>
        <translation>Als &amp;Markdown exportieren …</translation>
    </message>
    <message>
        <source>Where a step&apos;s time goes</source>
        <translation>Wohin die Zeit eines Schritts geht</translation>
    </message>
    <message>
        <source>Readiness score by part</source>
        <translation>Bereitschaftspunktzahl nach Teilen</translation>
    </message>
    <message>
        <source>Report preview</source>
        <translation>Vorschau des Berichts</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Rechnen</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>Pipeline-Blase</translation>
    </message>
    <message>
        <source>Tensor parallel (NVLink)</source>
        <translation>Tensorparallel (NVLink)</translation>
    </message>
    <message>
        <source>Pipeline sends</source>
        <translation>Pipeline-Sendungen</translation>
    </message>
    <message>
        <source>Data parallel (exposed)</source>
        <translation>Datenparallel (nicht verdeckt)</translation>
    </message>
    <message>
        <source>Data wait</source>
        <translation>Warten auf Daten</translation>
    </message>
    <message>
        <source>Checkpoint stall</source>
        <translation>Checkpoint-Pause</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>Compute scale</source>
        <translation>Rechenumfang</translation>
    </message>
    <message>
        <source>Network capacity</source>
        <translation>Netzkapazität</translation>
    </message>
    <message>
        <source>Storage capacity</source>
        <translation>Speicherkapazität</translation>
    </message>
    <message>
        <source>Failure tolerance</source>
        <translation>Ausfalltoleranz</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>points of 25</source>
        <translation>Punkte von 25</translation>
    </message>
    <message>
        <source>The exports add every figure of the evaluation by its name.</source>
        <translation>Die Exporte fügen jede Kennzahl der Bewertung mit ihrem Namen hinzu.</translation>
    </message>
    <message>
        <source>Export the report as PDF</source>
        <translation>Bericht als PDF exportieren</translation>
    </message>
    <message>
        <source>Export the report as Markdown</source>
        <translation>Bericht als Markdown exportieren</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>ailab::labs::capstone::ReviewPage</name>
    <message>
        <source>Architecture readiness score · illustrative</source>
        <translation>Bereitschaftspunktzahl der Architektur · veranschaulichend</translation>
    </message>
    <message>
        <source>Readiness score</source>
        <translation>Bereitschaftspunktzahl</translation>
    </message>
    <message>
        <source>Four parts of 25 points; the weights are this program&apos;s, the course does not publish its rubric.</source>
        <translation>Vier Teile zu 25 Punkten; die Gewichte stammen von diesem Programm, der Kurs veröffentlicht sein Bewertungsschema nicht.</translation>
    </message>
    <message>
        <source>Compute scale</source>
        <translation>Rechenumfang</translation>
    </message>
    <message>
        <source>The share of the expected time to train that the workload&apos;s days cover; for a service, its SLO attainment over 90 %.</source>
        <translation>Der Anteil der erwarteten Trainingsdauer, den die Tage der Arbeitslast abdecken; für einen Dienst seine SLO-Erfüllung im Verhältnis zu 90 %.</translation>
    </message>
    <message>
        <source>Network capacity</source>
        <translation>Netzkapazität</translation>
    </message>
    <message>
        <source>The course&apos;s analyzer: capacity over 20 Gb/s a GPU, at most 1.</source>
        <translation>Der Analysator des Kurses: Kapazität durch 20 Gb/s je GPU, höchstens 1.</translation>
    </message>
    <message>
        <source>Storage capacity</source>
        <translation>Speicherkapazität</translation>
    </message>
    <message>
        <source>The course&apos;s analyzer: capacity over 1 GB/s a GPU, at most 1.</source>
        <translation>Der Analysator des Kurses: Kapazität durch 1 GB/s je GPU, höchstens 1.</translation>
    </message>
    <message>
        <source>Failure tolerance</source>
        <translation>Ausfalltoleranz</translation>
    </message>
    <message>
        <source>The share of component classes whose failure keeps the job running or restarts it.</source>
        <translation>Der Anteil der Komponentenklassen, deren Ausfall den Job weiterlaufen oder neu starten lässt.</translation>
    </message>
    <message>
        <source>The review: each criterion on the models&apos; figures</source>
        <translation>Die Bewertung: jedes Kriterium an den Zahlen der Modelle</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>Kriterium</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>What would pass it</source>
        <translation>Was es bestehen ließe</translation>
    </message>
    <message>
        <source>Review criteria</source>
        <translation>Bewertungskriterien</translation>
    </message>
    <message>
        <source>/ 100</source>
        <translation>/ 100</translation>
    </message>
    <message>
        <source>/ 25</source>
        <translation>/ 25</translation>
    </message>
    <message>
        <source>Real reviews must include workload profiling, network topology, redundancy, power, cooling, software compatibility, security, availability objectives and cost.</source>
        <translation>Echte Bewertungen müssen Lastprofile, Netztopologie, Redundanz, Strom, Kühlung, Softwarekompatibilität, Sicherheit, Verfügbarkeitsziele und Kosten einschließen.</translation>
    </message>
    <message>
        <source>%1 of %2 criteria pass.</source>
        <translation>%1 von %2 Kriterien bestanden.</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Bestanden</translation>
    </message>
    <message>
        <source>Fail</source>
        <translation>Nicht bestanden</translation>
    </message>
</context>
<context>
    <name>ailab::labs::chart_export</name>
    <message>
        <source>There is nothing to export.</source>
        <translation>Es gibt nichts zu exportieren.</translation>
    </message>
    <message>
        <source>Exported from AI Infra Lab</source>
        <translation>Exportiert aus AI Infra Lab</translation>
    </message>
    <message>
        <source>Cannot write the drawing %1.</source>
        <translation>Die Grafik %1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG-Bild</translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation>SVG-Grafik</translation>
    </message>
    <message>
        <source>CSV table</source>
        <translation>CSV-Tabelle</translation>
    </message>
    <message>
        <source>%1 (*.%2)</source>
        <extracomment>File dialog filter, %1 is a format name (&quot;PNG image&quot;), %2 a suffix (&quot;png&quot;)</extracomment>
        <translation>%1 (*.%2)</translation>
    </message>
    <message>
        <source>Export as %1</source>
        <translation>Als %1 exportieren</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Export...</source>
        <translation>Export …</translation>
    </message>
    <message>
        <source>Save this drawing as a PNG image, an SVG drawing or a CSV table</source>
        <translation>Diese Grafik als PNG-Bild, SVG-Grafik oder CSV-Tabelle speichern</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>%1...</source>
        <extracomment>Menu entry, %1 is a format name (&quot;PNG image&quot;)</extracomment>
        <translation>%1 …</translation>
    </message>
    <message>
        <source>Cannot write the image %1: %2</source>
        <translation>Das Bild %1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>ailab::labs::fabric::CollectivePanel</name>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>All-reduce</source>
        <translation>All-Reduce</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>Ring</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>Baum</translation>
    </message>
    <message>
        <source>Rabenseifner (halving-doubling)</source>
        <translation>Rabenseifner (Halving-Doubling)</translation>
    </message>
    <message>
        <source>Hierarchical (NVLink, then NICs)</source>
        <translation>Hierarchisch (NVLink, dann NICs)</translation>
    </message>
    <message>
        <source>All-reduce algorithm</source>
        <translation>All-Reduce-Algorithmus</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>GPUs per server</source>
        <translation>GPUs pro Server</translation>
    </message>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <source>NIC rate</source>
        <translation>NIC-Rate</translation>
    </message>
    <message>
        <source>Message size shown in the tiles and the ring</source>
        <translation>Nachrichtengröße für die Kacheln und den Ring</translation>
    </message>
    <message>
        <source>Algorithm:</source>
        <translation>Algorithmus:</translation>
    </message>
    <message>
        <source>Servers:</source>
        <translation>Server:</translation>
    </message>
    <message>
        <source>GPUs per server:</source>
        <translation>GPUs pro Server:</translation>
    </message>
    <message>
        <source>NIC rate:</source>
        <translation>NIC-Rate:</translation>
    </message>
    <message>
        <source>Message size:</source>
        <translation>Nachrichtengröße:</translation>
    </message>
    <message>
        <source>Run sweep</source>
        <translation>Durchlauf starten</translation>
    </message>
    <message>
        <source>Run the message-size sweep</source>
        <translation>Den Durchlauf über die Nachrichtengrößen starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Cancel the sweep</source>
        <translation>Den Durchlauf abbrechen</translation>
    </message>
    <message>
        <source>Sweep progress</source>
        <translation>Fortschritt des Durchlaufs</translation>
    </message>
    <message>
        <source>%v of %m sizes</source>
        <translation>%v von %m Größen</translation>
    </message>
    <message>
        <source>All-reduce time</source>
        <translation>All-Reduce-Zeit</translation>
    </message>
    <message>
        <source>Bus bandwidth</source>
        <translation>Busbandbreite</translation>
    </message>
    <message>
        <source>Time against message size</source>
        <translation>Zeit über der Nachrichtengröße</translation>
    </message>
    <message>
        <source>Message size (bytes)</source>
        <translation>Nachrichtengröße (Byte)</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>Simulated</source>
        <translation>Simuliert</translation>
    </message>
    <message>
        <source>Closed form</source>
        <translation>Geschlossene Form</translation>
    </message>
    <message>
        <source>Bus bandwidth against message size</source>
        <translation>Busbandbreite über der Nachrichtengröße</translation>
    </message>
    <message>
        <source>busbw (GB/s)</source>
        <translation>busbw (GB/s)</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Durchlauf</translation>
    </message>
    <message>
        <source>Ring, step by step</source>
        <translation>Ring, Schritt für Schritt</translation>
    </message>
    <message>
        <source>Collective views</source>
        <translation>Ansichten der Kollektive</translation>
    </message>
    <message>
        <source>Fabric: %1 leaves, %2 spines, %3 uplinks per pair, 1:1; %4 GPUs in all.</source>
        <translation>Fabric: %1 Leafs, %2 Spines, %3 Uplinks pro Paar, 1:1; insgesamt %4 GPUs.</translation>
    </message>
    <message>
        <source>Sweeping %1 sizes…</source>
        <translation>Durchlauf über %1 Größen …</translation>
    </message>
    <message>
        <source>The sweep stopped: %1</source>
        <translation>Der Durchlauf wurde gestoppt: %1</translation>
    </message>
    <message>
        <source>Cancelled after %1 of %2 sizes.</source>
        <translation>Abgebrochen nach %1 von %2 Größen.</translation>
    </message>
    <message>
        <source>Done: %1 sizes.</source>
        <translation>Fertig: %1 Größen.</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>%1: waiting for the sweep</source>
        <translation>%1: wartet auf den Durchlauf</translation>
    </message>
    <message>
        <source>%1 simulated; closed form %2</source>
        <translation>%1 simuliert; geschlossene Form %2</translation>
    </message>
    <message>
        <source>algbw %1 GB/s; closed form busbw %2 GB/s; busiest link %3 %</source>
        <translation>algbw %1 GB/s; busbw (geschlossene Form) %2 GB/s; höchste Verbindungslast %3 %</translation>
    </message>
    <message>
        <source>All-reduce cost: latency-bound to bandwidth-bound</source>
        <translation>Kosten des All-Reduce: von latenz- zu bandbreitengebunden</translation>
    </message>
    <message>
        <source>&lt;p&gt;Small messages are latency-bound: the time is the number of steps times the per-step latency, flat in the size. Large messages are bandwidth-bound: the time grows with the size and the bus bandwidth approaches the NIC&apos;s rate. The simulated curve runs every step&apos;s flows on the flow engine over the routed fabric; the closed form is the alpha-beta model.&lt;/p&gt;&lt;p&gt;Ring all-reduce is a reduce-scatter then an all-gather, 2(p−1) steps, each sending n/p bytes. Rabenseifner needs only 2 lg p steps for the same bytes; a tree pipelines reduce and broadcast; hierarchical reduces over NVLink inside each server first.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Kleine Nachrichten sind latenzgebunden: Die Zeit ist die Zahl der Schritte mal die Latenz pro Schritt, unabhängig von der Größe. Große Nachrichten sind bandbreitengebunden: Die Zeit wächst mit der Größe, und die Busbandbreite nähert sich der Rate der NIC. Die simulierte Kurve lässt die Flows jedes Schritts auf der Flow-Engine über die geroutete Fabric laufen; die geschlossene Form ist das Alpha-Beta-Modell.&lt;/p&gt;&lt;p&gt;Ring-All-Reduce ist ein Reduce-Scatter, gefolgt von einem All-Gather: 2(p−1) Schritte, die jeweils n/p Byte senden. Rabenseifner braucht für dieselben Bytes nur 2 lg p Schritte; ein Baum verarbeitet Reduce und Broadcast im Pipelining; die hierarchische Variante reduziert zuerst über NVLink innerhalb jedes Servers.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>ring: t = 2(p−1)α + 2(p−1)/p · n/B; Rabenseifner: 2 lg p · α + 2(p−1)/p · n/B; algbw = n/t; busbw = algbw × 2(p−1)/p</source>
        <translation>Ring: t = 2(p−1)α + 2(p−1)/p · n/B; Rabenseifner: 2 lg p · α + 2(p−1)/p · n/B; algbw = n/t; busbw = algbw × 2(p−1)/p</translation>
    </message>
    <message>
        <source>Ranks p</source>
        <translation>Ranks p</translation>
    </message>
    <message>
        <source>servers × GPUs per server</source>
        <translation>Server × GPUs pro Server</translation>
    </message>
    <message>
        <source>NIC bandwidth B</source>
        <translation>NIC-Bandbreite B</translation>
    </message>
    <message>
        <source>your choice</source>
        <translation>eigene Wahl</translation>
    </message>
    <message>
        <source>Latency α per hop</source>
        <translation>Latenz α pro Hop</translation>
    </message>
    <message>
        <source>teaching assumption: cable and switch per link</source>
        <translation>didaktische Annahme: Kabel und Switch pro Verbindung</translation>
    </message>
    <message>
        <source>Thakur, Rabenseifner and Gropp, Optimization of Collective Communication Operations in MPICH, IJHPCA 2005</source>
        <translation>Thakur, Rabenseifner und Gropp, Optimization of Collective Communication Operations in MPICH, IJHPCA 2005</translation>
    </message>
    <message>
        <source>NVIDIA nccl-tests, performance notes (algbw and busbw)</source>
        <translation>NVIDIA nccl-tests, Hinweise zur Leistung (algbw und busbw)</translation>
    </message>
    <message>
        <source>Patarasuk and Yuan, Bandwidth optimal all-reduce algorithms for clusters of workstations, JPDC 2009</source>
        <translation>Patarasuk und Yuan, Bandwidth optimal all-reduce algorithms for clusters of workstations, JPDC 2009</translation>
    </message>
    <message>
        <source>AI Infrastructure Explained, sections 05.3 and 05.5</source>
        <translation>AI Infrastructure Explained, Abschnitte 05.3 und 05.5</translation>
    </message>
    <message>
        <source>Tree and Rabenseifner run up to %1 servers here; ring and hierarchical run up to 2,048.</source>
        <translation>Tree und Rabenseifner laufen hier bis %1 Server; Ring und hierarchisch bis 2.048.</translation>
    </message>
</context>
<context>
    <name>ailab::labs::fabric::CollectiveRingPage</name>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Ranks in the ring</source>
        <translation>Ranks im Ring</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>Vorheriger Schritt</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Nächster Schritt</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Reset ring</source>
        <translation>Ring zurücksetzen</translation>
    </message>
    <message>
        <source>Previous ring step</source>
        <translation>Vorheriger Ring-Schritt</translation>
    </message>
    <message>
        <source>Next ring step</source>
        <translation>Nächster Ring-Schritt</translation>
    </message>
    <message>
        <source>Play the ring steps</source>
        <translation>Die Ring-Schritte abspielen</translation>
    </message>
    <message>
        <source>Reset the ring to its start</source>
        <translation>Den Ring auf den Anfang zurücksetzen</translation>
    </message>
    <message>
        <source>Ranks:</source>
        <translation>Ranks:</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>&lt;b&gt;Start.&lt;/b&gt; Each of the %1 ranks holds its own gradient buffer, cut into %1 chunks; every chunk holds one contribution (1/%1). Next: reduce-scatter.</source>
        <translation>&lt;b&gt;Start.&lt;/b&gt; Jeder der %1 Ranks hält seinen eigenen Gradientenpuffer, geteilt in %1 Chunks; jeder Chunk enthält einen Beitrag (1/%1). Als Nächstes: Reduce-Scatter.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Done after %1 steps.&lt;/b&gt; Every rank holds every chunk fully reduced (Σ). Each rank sent 2(p−1)/p of the buffer.</source>
        <translation>&lt;b&gt;Fertig nach %1 Schritten.&lt;/b&gt; Jeder Rank hält jeden Chunk vollständig reduziert (Σ). Jeder Rank hat 2(p−1)/p des Puffers gesendet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Reduce-scatter, step %1 of %2&lt;/b&gt; (step %3 of %4). Every rank sent one chunk to its right neighbour, which added it to its copy: rank %5 sent chunk %6 to rank %7, which now holds %8 of %9 contributions.</source>
        <translation>&lt;b&gt;Reduce-Scatter, Schritt %1 von %2&lt;/b&gt; (Schritt %3 von %4). Jeder Rank hat einen Chunk an seinen rechten Nachbarn gesendet, der ihn zu seiner Kopie addiert hat: Rank %5 hat Chunk %6 an Rank %7 gesendet, der jetzt %8 von %9 Beiträgen hält.</translation>
    </message>
    <message>
        <source>&lt;b&gt;All-gather, step %1 of %2&lt;/b&gt; (step %3 of %4). Every rank passed a fully reduced chunk on: rank %5 sent chunk %6 to rank %7, which stores it.</source>
        <translation>&lt;b&gt;All-Gather, Schritt %1 von %2&lt;/b&gt; (Schritt %3 von %4). Jeder Rank hat einen vollständig reduzierten Chunk weitergegeben: Rank %5 hat Chunk %6 an Rank %7 gesendet, der ihn speichert.</translation>
    </message>
    <message>
        <source>Simulated for a %1 buffer: %2 a transfer, this step took %3.</source>
        <translation>Simuliert für einen Puffer von %1: %2 pro Übertragung, dieser Schritt dauerte %3.</translation>
    </message>
</context>
<context>
    <name>ailab::labs::fabric::CollectiveRingView</name>
    <message>
        <source>Ring all-reduce, step by step</source>
        <translation>Ring-All-Reduce, Schritt für Schritt</translation>
    </message>
    <message>
        <source>Rank %1</source>
        <translation>Rank %1</translation>
    </message>
    <message>
        <source>Σ</source>
        <translation>Σ</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>+c%1</source>
        <translation>+c%1</translation>
    </message>
    <message>
        <source>c%1</source>
        <translation>c%1</translation>
    </message>
    <message>
        <source>k/%1: a chunk holding k ranks&apos; contributions (dotted); Σ: fully reduced (solid); +cN: chunk N on its way to be added; cN: reduced chunk N being copied</source>
        <translation>k/%1: Chunk mit den Beiträgen von k Ranks (gepunktet); Σ: vollständig reduziert (durchgezogen); +cN: Chunk N unterwegs zum Addieren; cN: reduzierter Chunk N wird kopiert</translation>
    </message>
</context>
<context>
    <name>ailab::labs::fabric::EcmpPanel</name>
    <message>
        <source>Experiment</source>
        <translation>Experiment</translation>
    </message>
    <message>
        <source>Number of flows n</source>
        <translation>Anzahl der Flows n</translation>
    </message>
    <message>
        <source>Number of equal-cost paths m</source>
        <translation>Anzahl der Pfade gleicher Kosten m</translation>
    </message>
    <message>
        <source>Hash each flow (ECMP)</source>
        <translation>Jeden Flow hashen (ECMP)</translation>
    </message>
    <message>
        <source>Ideal packet spraying</source>
        <translation>Ideales Packet Spraying</translation>
    </message>
    <message>
        <source>Load balancing mode</source>
        <translation>Modus der Lastverteilung</translation>
    </message>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <source>Rate of each path and NIC</source>
        <translation>Rate jedes Pfads und jeder NIC</translation>
    </message>
    <message>
        <source>Hash seed</source>
        <translation>Hash-Seed</translation>
    </message>
    <message>
        <source>Reroll seed</source>
        <translation>Seed neu würfeln</translation>
    </message>
    <message>
        <source>Reroll the hash seed and the source ports</source>
        <translation>Hash-Seed und Quellports neu würfeln</translation>
    </message>
    <message>
        <source>A new job start: new queue pairs bring new UDP source ports, and the switch gets a new hash seed.</source>
        <translation>Ein neuer Jobstart: Neue Queue Pairs bringen neue UDP-Quellports, und der Switch erhält einen neuen Hash-Seed.</translation>
    </message>
    <message>
        <source>Flows n:</source>
        <translation>Flows n:</translation>
    </message>
    <message>
        <source>Paths m:</source>
        <translation>Pfade m:</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>Modus:</translation>
    </message>
    <message>
        <source>Link rate:</source>
        <translation>Linkrate:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Seed:</translation>
    </message>
    <message>
        <source>Paths used, this draw</source>
        <translation>Genutzte Pfade, diese Ziehung</translation>
    </message>
    <message>
        <source>Used-path fraction</source>
        <translation>Anteil genutzter Pfade</translation>
    </message>
    <message>
        <source>Busiest path</source>
        <translation>Meistbelasteter Pfad</translation>
    </message>
    <message>
        <source>Slowest flow</source>
        <translation>Langsamster Flow</translation>
    </message>
    <message>
        <source>Which flow the hash put on which path</source>
        <translation>Welchen Flow der Hash auf welchen Pfad gelegt hat</translation>
    </message>
    <message>
        <source>ECMP paths</source>
        <translation>ECMP-Pfade</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>spraying puts a share of every flow on every path</source>
        <translation>Spraying legt einen Anteil jedes Flows auf jeden Pfad</translation>
    </message>
    <message>
        <source>seed %1</source>
        <translation>Seed %1</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>simulated over %1 draws (± %2 %); expected 1 − (1 − 1/m)ⁿ = %3 %</source>
        <translation>simuliert über %1 Ziehungen (± %2 %); erwartet 1 − (1 − 1/m)ⁿ = %3 %</translation>
    </message>
    <message>
        <source>flow</source>
        <translation>Flow</translation>
    </message>
    <message>
        <source>flows</source>
        <translation>Flows</translation>
    </message>
    <message>
        <source>every path carries 1/%1 of each flow</source>
        <translation>jeder Pfad trägt 1/%1 jedes Flows</translation>
    </message>
    <message>
        <source>on average %1 over the draws</source>
        <translation>im Mittel %1 über die Ziehungen</translation>
    </message>
    <message>
        <source>Gb/s</source>
        <translation>Gb/s</translation>
    </message>
    <message>
        <source>of %1 Gb/s a path; all flows together %2 Gb/s</source>
        <translation>von %1 Gb/s je Pfad; alle Flows zusammen %2 Gb/s</translation>
    </message>
    <message>
        <source>Flow</source>
        <translation>Flow</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Source port</source>
        <translation>Quellport</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Hash (CRC-32)</source>
        <translation>Hash (CRC-32)</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <source>Rate (Gb/s)</source>
        <translation>Rate (Gb/s)</translation>
    </message>
    <message>
        <source>F%1</source>
        <translation>F%1</translation>
    </message>
    <message>
        <source>%1, UDP %2</source>
        <translation>%1, UDP %2</translation>
    </message>
    <message>
        <source>not used</source>
        <translation>nicht genutzt</translation>
    </message>
    <message>
        <source>all %1</source>
        <translation>alle %1</translation>
    </message>
    <message>
        <source>%1 (hash mod %2)</source>
        <translation>%1 (Hash mod %2)</translation>
    </message>
    <message>
        <source>ECMP: hashing flows onto equal-cost paths</source>
        <translation>ECMP: Flows per Hash auf Pfade gleicher Kosten verteilen</translation>
    </message>
    <message>
        <source>&lt;p&gt;A leaf has several equal-cost uplinks towards the other leaves. ECMP keeps each flow&apos;s packets in order by sending the whole flow along one path, chosen by a hash of its 5-tuple (source and destination address, source and destination port, protocol). RoCEv2 traffic is UDP to port 4791; only the source port, set per queue pair, brings entropy.&lt;/p&gt;&lt;p&gt;The hash does not look at load. With few long flows, some paths get two or more while others stay idle: balls into bins. A flow that shares its path runs at a fraction of the link rate, and a collective waits for its slowest flow. Ideal spraying splits every flow over every path and has no collisions, but needs the receiver to handle packets out of order.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ein Leaf hat mehrere Uplinks gleicher Kosten zu den anderen Leafs. ECMP hält die Pakete jedes Flows in der richtigen Reihenfolge, indem es den ganzen Flow über einen Pfad schickt, gewählt durch einen Hash über sein 5-Tupel (Quell- und Zieladresse, Quell- und Zielport, Protokoll). RoCEv2-Verkehr ist UDP an Port 4791; nur der Quellport, der pro Queue Pair gesetzt wird, bringt Entropie.&lt;/p&gt;&lt;p&gt;Der Hash berücksichtigt die Last nicht. Bei wenigen langen Flows bekommen manche Pfade zwei oder mehr, während andere ungenutzt bleiben: Bälle in Körbe (Balls into Bins). Ein Flow, der seinen Pfad teilt, läuft mit einem Bruchteil der Linkrate, und ein Kollektiv wartet auf seinen langsamsten Flow. Ideales Spraying verteilt jeden Flow auf alle Pfade und hat keine Kollisionen, verlangt aber, dass der Empfänger Pakete außerhalb der Reihenfolge verarbeiten kann.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>used fraction = 1 − (1 − 1/m)&lt;sup&gt;n&lt;/sup&gt;; slowest flow = path rate / flows on the busiest path; path = CRC-32(seed, 5-tuple) mod m</source>
        <translation>genutzter Anteil = 1 − (1 − 1/m)&lt;sup&gt;n&lt;/sup&gt;; langsamster Flow = Pfadrate / Flows auf dem meistbelasteten Pfad; Pfad = CRC-32(Seed, 5-Tupel) mod m</translation>
    </message>
    <message>
        <source>Flows n</source>
        <translation>Flows n</translation>
    </message>
    <message>
        <source>your choice</source>
        <translation>eigene Wahl</translation>
    </message>
    <message>
        <source>Paths m</source>
        <translation>Pfade m</translation>
    </message>
    <message>
        <source>your choice (spines × uplinks per leaf-spine pair)</source>
        <translation>eigene Wahl (Spines × Uplinks pro Leaf-Spine-Paar)</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Ziehungen</translation>
    </message>
    <message>
        <source>teaching assumption: each draw a new job start</source>
        <translation>didaktische Annahme: jede Ziehung ein neuer Jobstart</translation>
    </message>
    <message>
        <source>Path and NIC rate</source>
        <translation>Pfad- und NIC-Rate</translation>
    </message>
    <message>
        <source>RFC 2992, Analysis of an Equal-Cost Multi-Path Algorithm</source>
        <translation>RFC 2992, Analysis of an Equal-Cost Multi-Path Algorithm</translation>
    </message>
    <message>
        <source>Gangidi et al., RDMA over Ethernet for Distributed AI Training at Meta Scale, SIGCOMM 2024 (low flow entropy, more queue pairs per connection)</source>
        <translation>Gangidi et al., RDMA over Ethernet for Distributed AI Training at Meta Scale, SIGCOMM 2024 (geringe Flow-Entropie, mehr Queue Pairs pro Verbindung)</translation>
    </message>
    <message>
        <source>Mitzenmacher and Upfal, Probability and Computing: balls into bins</source>
        <translation>Mitzenmacher und Upfal, Probability and Computing: Balls into Bins</translation>
    </message>
</context>
<context>
    <name>ailab::labs::fabric::EcmpPathsView</name>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <source>Flows on each equal-cost path</source>
        <translation>Flows auf jedem Pfad gleicher Kosten</translation>
    </message>
    <message>
        <source>Path %1: a share of every flow, %2 each</source>
        <translation>Pfad %1: ein Anteil jedes Flows, je %2</translation>
    </message>
    <message>
        <source>Path %1: idle, no flow hashed here</source>
        <translation>Pfad %1: im Leerlauf, kein Flow hierher gehasht</translation>
    </message>
    <message>
        <source>Path %1: one flow at %2</source>
        <translation>Pfad %1: ein Flow mit %2</translation>
    </message>
    <message>
        <source>Path %1: shared by %2 flows, %3 each</source>
        <translation>Pfad %1: geteilt von %2 Flows, je %3</translation>
    </message>
    <message>
        <source>F%1</source>
        <translation>F%1</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
</context>
<context>
    <name>ailab::labs::fabric::FabricDrawing</name>
    <message>
        <source>Spine %1</source>
        <translation>Spine %1</translation>
    </message>
    <message>
        <source>Leaf %1</source>
        <translation>Leaf %1</translation>
    </message>
    <message>
        <source>GPU node %1</source>
        <translation>GPU-Knoten %1</translation>
    </message>
    <message>
        <source>%1 in, %2 out</source>
        <translation>%1 ein, %2 aus</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) on %1</source>
        <translation>
            <numerusform>%n GPU an %1</numerusform>
            <numerusform>%n GPUs an %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n server(s)</source>
        <translation>
            <numerusform>%n Server</numerusform>
            <numerusform>%n Server</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) under %1</source>
        <translation>
            <numerusform>%n GPU unter %1</numerusform>
            <numerusform>%n GPUs unter %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 up, %2 down</source>
        <extracomment>Link detail: %1 rate upwards (towards the spine or leaf), %2 rate downwards</extracomment>
        <translation>%1 aufwärts, %2 abwärts</translation>
    </message>
    <message numerus="yes">
        <source>%n parallel link(s)</source>
        <translation>
            <numerusform>%n parallele Verbindung</numerusform>
            <numerusform>%n parallele Verbindungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n link(s) failed</source>
        <translation>
            <numerusform>%n Verbindung ausgefallen</numerusform>
            <numerusform>%n Verbindungen ausgefallen</numerusform>
        </translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>Rank %1</translation>
    </message>
    <message>
        <source>flow %1</source>
        <translation>Flow %1</translation>
    </message>
</context>
<context>
    <name>ailab::labs::fabric::FabricExplainer</name>
    <message>
        <source>Leaf-spine fabric, ECMP and the ring all-reduce</source>
        <translation>Leaf-Spine-Fabric, ECMP und das Ring-All-Reduce</translation>
    </message>
    <message>
        <source>T = 2(p&amp;minus;1)&amp;middot;&amp;alpha; + 2(p&amp;minus;1)/p &amp;middot; n / B&lt;br&gt;bytes sent per rank = 2(p&amp;minus;1)/p &amp;middot; n&lt;br&gt;oversubscription = server ports &amp;times; rate &amp;divide; (uplinks &amp;times; rate)&lt;br&gt;expected share of m paths used by k hashed flows = 1 &amp;minus; (1 &amp;minus; 1/m)&lt;sup&gt;k&lt;/sup&gt;</source>
        <translation>T = 2(p&amp;minus;1)&amp;middot;&amp;alpha; + 2(p&amp;minus;1)/p &amp;middot; n / B&lt;br&gt;gesendete Bytes pro Rank = 2(p&amp;minus;1)/p &amp;middot; n&lt;br&gt;Überbuchung = Serverports &amp;times; Rate &amp;divide; (Uplinks &amp;times; Rate)&lt;br&gt;erwarteter Anteil genutzter Pfade (m Pfade, k gehashte Flows) = 1 &amp;minus; (1 &amp;minus; 1/m)&lt;sup&gt;k&lt;/sup&gt;</translation>
    </message>
    <message>
        <source>Ranks p</source>
        <translation>Ranks p</translation>
    </message>
    <message>
        <source>scenario (all GPUs unless set)</source>
        <translation>Szenario (alle GPUs, sofern nicht festgelegt)</translation>
    </message>
    <message>
        <source>Message n</source>
        <translation>Nachricht n</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>Bytes sent per rank</source>
        <translation>Gesendete Bytes pro Rank</translation>
    </message>
    <message>
        <source>ring all-reduce model</source>
        <translation>Modell des Ring-All-Reduce</translation>
    </message>
    <message>
        <source>Bandwidth B</source>
        <translation>Bandbreite B</translation>
    </message>
    <message>
        <source>the slowest link on the ring&apos;s paths (the NIC)</source>
        <translation>die langsamste Verbindung auf den Pfaden des Rings (die NIC)</translation>
    </message>
    <message>
        <source>Latency α</source>
        <translation>Latenz α</translation>
    </message>
    <message>
        <source>per network link; a path&apos;s latency is the sum over its links</source>
        <translation>pro Netzwerkverbindung; die Latenz eines Pfads ist die Summe über seine Verbindungen</translation>
    </message>
    <message>
        <source>Closed form T</source>
        <translation>Geschlossene Form T</translation>
    </message>
    <message>
        <source>alpha-beta model</source>
        <translation>Alpha-Beta-Modell</translation>
    </message>
    <message>
        <source>Compute per iteration</source>
        <translation>Rechnen pro Iteration</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>Überbuchung</translation>
    </message>
    <message>
        <source>%1 : 1</source>
        <translation>%1 : 1</translation>
    </message>
    <message>
        <source>fabric builder (worst leaf)</source>
        <translation>Fabric-Aufbau (ungünstigstes Leaf)</translation>
    </message>
    <message>
        <source>Ring all-reduce cost: Thakur, Rabenseifner and Gropp, &quot;Optimization of Collective Communication Operations in MPICH&quot;, IJHPCA 2005.</source>
        <translation>Kosten des Ring-All-Reduce: Thakur, Rabenseifner und Gropp, „Optimization of Collective Communication Operations in MPICH“, IJHPCA 2005.</translation>
    </message>
    <message>
        <source>algbw and busbw: NVIDIA nccl-tests, performance notes.</source>
        <translation>algbw und busbw: NVIDIA nccl-tests, Hinweise zur Leistung.</translation>
    </message>
    <message>
        <source>ECMP hashing: RFC 2992; low flow entropy hurting ECMP: Gangidi et al. (Meta), &quot;RDMA over Ethernet for Distributed AI Training at Meta Scale&quot;, SIGCOMM 2024.</source>
        <translation>ECMP-Hashing: RFC 2992; geringe Flow-Entropie als Problem für ECMP: Gangidi et al. (Meta), „RDMA over Ethernet for Distributed AI Training at Meta Scale“, SIGCOMM 2024.</translation>
    </message>
    <message>
        <source>Default fabric (2 spines, 3 leaves, 6 GPU nodes) and the 2:1 leaf example: the course text, section 03 and Lab 03.</source>
        <translation>Standard-Fabric (2 Spines, 3 Leafs, 6 GPU-Knoten) und das Leaf-Beispiel mit 2:1: der Kurstext, Abschnitt 03 und Labor 03.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every server hangs off one leaf; every leaf connects to every spine, so two servers on different leaves have as many equal-cost paths as there are spines (times the parallel uplinks). ECMP picks one path per flow by hashing the flow&apos;s 5-tuple (CRC-32 with a seed), so two large flows can land on the same uplink while another idles: their rates are the max-min fair shares of the links they cross, recomputed whenever a flow starts or ends.&lt;/p&gt;&lt;p&gt;The training job synchronises its gradients with a ring all-reduce: in each of 2(p&amp;minus;1) steps every rank sends n/p bytes to its neighbour, first reducing (reduce-scatter), then distributing the result (all-gather). A step ends when its slowest flow ends, so one congested link slows the whole ring.&lt;/p&gt;&lt;p&gt;&lt;b&gt;How the tiles judge.&lt;/b&gt; A link at its full rate is busy, not congested: it may carry one flow that gets all its own ports allow. The fabric is congested only where a saturated switch port holds some flow below that rate; then the peak link load, the congestion state and the drawing all say so.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jeder Server hängt an einem Leaf; jedes Leaf ist mit jedem Spine verbunden, daher haben zwei Server an verschiedenen Leafs so viele Pfade gleicher Kosten, wie es Spines gibt (mal die parallelen Uplinks). ECMP wählt pro Flow einen Pfad, indem es das 5-Tupel des Flows hasht (CRC-32 mit einem Seed); so können zwei große Flows auf demselben Uplink landen, während ein anderer ungenutzt bleibt: Ihre Raten sind die Max-Min-fairen Anteile der Verbindungen, die sie durchlaufen, neu berechnet, sobald ein Flow beginnt oder endet.&lt;/p&gt;&lt;p&gt;Der Trainingsjob synchronisiert seine Gradienten mit einem Ring-All-Reduce: In jedem der 2(p&amp;minus;1) Schritte sendet jeder Rank n/p Byte an seinen Nachbarn, zuerst reduzierend (Reduce-Scatter), dann das Ergebnis verteilend (All-Gather). Ein Schritt endet, wenn sein langsamster Flow endet; daher bremst eine einzige überlastete Verbindung den ganzen Ring.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Wie die Kacheln urteilen.&lt;/b&gt; Eine Verbindung mit voller Rate ist ausgelastet, nicht überlastet: Sie kann einen Flow tragen, der alles bekommt, was seine eigenen Ports erlauben. Überlastet ist die Fabric nur dort, wo ein gesättigter Switch-Port einen Flow unter diese Rate drückt; dann sagen es die höchste Verbindungslast, der Überlaststatus und die Zeichnung gleichermaßen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Busy link load</source>
        <translation>Last „ausgelastet“</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>status rule for the peak link load</source>
        <translation>Statusregel für die höchste Verbindungslast</translation>
    </message>
    <message>
        <source>Saturated link load</source>
        <translation>Last „gesättigt“</translation>
    </message>
    <message>
        <source>status rule for congestion (a port that holds a flow back)</source>
        <translation>Statusregel für Überlast (ein Port, der einen Flow ausbremst)</translation>
    </message>
    <message>
        <source>All-reduce within</source>
        <translation>All-Reduce innerhalb</translation>
    </message>
    <message>
        <source>%1× the closed form</source>
        <translation>%1× der geschlossenen Form</translation>
    </message>
    <message>
        <source>status rule for the all-reduce time</source>
        <translation>Statusregel für die All-Reduce-Zeit</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>one step solved, replayed for all %1</source>
        <translation>ein Schritt gelöst, für alle %1 wiederholt</translation>
    </message>
    <message>
        <source>every flow of every step solved</source>
        <translation>jeder Flow jedes Schritts gelöst</translation>
    </message>
    <message>
        <source>every step alike: nothing else on the fabric (Help: Step replay)</source>
        <translation>jeder Schritt gleich: sonst nichts auf der Fabric (Hilfe: Schritt-Wiederholung)</translation>
    </message>
    <message>
        <source>flow engine (background flows make the steps differ)</source>
        <translation>Flow-Engine (Hintergrund-Flows machen die Schritte ungleich)</translation>
    </message>
</context>
<context>
    <name>ailab::labs::fabric::FabricInspector</name>
    <message>
        <source>rank %1 → rank %2</source>
        <translation>Rank %1 → Rank %2</translation>
    </message>
    <message>
        <source>flow %1 (%2 → %3)</source>
        <translation>Flow %1 (%2 → %3)</translation>
    </message>
    <message>
        <source>%1: %2, %3 % sent</source>
        <translation>%1: %2, %3 % gesendet</translation>
    </message>
    <message>
        <source>%1 via %2: %3, %4 % sent</source>
        <translation>%1 über %2: %3, %4 % gesendet</translation>
    </message>
    <message numerus="yes">
        <source>%n flow(s) crossing it now</source>
        <translation>
            <numerusform>%n Flow läuft gerade hindurch</numerusform>
            <numerusform>%n Flows laufen gerade hindurch</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more (see the table)</source>
        <translation>
            <numerusform>und %n weiterer (siehe Tabelle)</numerusform>
            <numerusform>und %n weitere (siehe Tabelle)</numerusform>
        </translation>
    </message>
    <message>
        <source>Click a switch, a GPU node or a link in the drawing (or a row of its table) to see its rates, its utilisation and the flows crossing it.</source>
        <translation>Einen Switch, einen GPU-Knoten oder eine Verbindung in der Grafik (oder eine Zeile ihrer Tabelle) anklicken, um Raten, Auslastung und die durchlaufenden Flows zu sehen.</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>in service</source>
        <translation>in Betrieb</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>ausgefallen</translation>
    </message>
    <message>
        <source>Traffic in</source>
        <translation>Eingehender Verkehr</translation>
    </message>
    <message>
        <source>Traffic out</source>
        <translation>Ausgehender Verkehr</translation>
    </message>
    <message>
        <source>Server ports</source>
        <translation>Serverports</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Spine uplinks</source>
        <translation>Spine-Uplinks</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>Überbuchung</translation>
    </message>
    <message>
        <source>%1 : 1</source>
        <translation>%1 : 1</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s) under %1</source>
        <translation>
            <numerusform>%n Server unter %1</numerusform>
            <numerusform>%n Server unter %1</numerusform>
        </translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>NICs</source>
        <translation>NICs</translation>
    </message>
    <message>
        <source>Sending</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Receiving</source>
        <translation>Empfangen</translation>
    </message>
    <message>
        <source>NIC utilisation</source>
        <translation>NIC-Auslastung</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s)</source>
        <translation>
            <numerusform>%n Server</numerusform>
            <numerusform>%n Server</numerusform>
        </translation>
    </message>
    <message>
        <source>Links</source>
        <translation>Verbindungen</translation>
    </message>
    <message>
        <source>%1 in service of %2</source>
        <translation>%1 von %2 in Betrieb</translation>
    </message>
    <message>
        <source>Capacity per direction</source>
        <translation>Kapazität pro Richtung</translation>
    </message>
    <message>
        <source>Upwards</source>
        <translation>Aufwärts</translation>
    </message>
    <message>
        <source>Downwards</source>
        <translation>Abwärts</translation>
    </message>
    <message>
        <source>Utilisation (busier direction)</source>
        <translation>Auslastung (stärker belastete Richtung)</translation>
    </message>
</context>
<context>
    <name>ailab::labs::fabric::FabricLab</name>
    <message>
        <source>AI networking fabric</source>
        <translation>KI-Netzwerk-Fabric</translation>
    </message>
    <message>
        <source>Leaf-spine, ECMP and the all-reduce: how traffic, hashing, oversubscription and failures set the time a training job waits for the network.</source>
        <translation>Leaf-Spine, ECMP und das All-Reduce: wie Verkehr, Hashing, Überbuchung und Ausfälle bestimmen, wie lange ein Trainingsjob auf das Netzwerk wartet.</translation>
    </message>
    <message>
        <source>Fabric lab modes</source>
        <translation>Modi des Fabric-Labors</translation>
    </message>
    <message>
        <source>&amp;Oversubscription</source>
        <translation>Ü&amp;berbuchung</translation>
    </message>
    <message>
        <source>&amp;Collectives</source>
        <translation>K&amp;ollektive</translation>
    </message>
    <message>
        <source>Fa&amp;bric</source>
        <translation>&amp;Fabric</translation>
    </message>
    <message>
        <source>ECMP hashin&amp;g</source>
        <translation>E&amp;CMP-Hashing</translation>
    </message>
</context>
<context>
    <name>ailab::labs::fabric::FabricPage</name>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <source>Leaf-spine fabric</source>
        <translation>Leaf-Spine-Fabric</translation>
    </message>
    <message>
        <source>Inspector of the selected element</source>
        <translation>Inspektor des gewählten Elements</translation>
    </message>
    <message>
        <source>Take the selected element out of service or restore it</source>
        <translation>Das gewählte Element außer Betrieb nehmen oder wieder in Betrieb nehmen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Inspector&lt;/b&gt;</source>
        <translation>&lt;b&gt;Inspektor&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Build the fabric</source>
        <translation>Fabric aufbauen</translation>
    </message>
    <message>
        <source>GPU servers</source>
        <translation>GPU-Server</translation>
    </message>
    <message>
        <source>Leaf switches</source>
        <translation>Leaf-Switches</translation>
    </message>
    <message>
        <source>Spine switches</source>
        <translation>Spine-Switches</translation>
    </message>
    <message>
        <source>Uplinks per leaf-spine pair</source>
        <translation>Uplinks pro Leaf-Spine-Paar</translation>
    </message>
    <message>
        <source>Server port speed</source>
        <translation>Geschwindigkeit der Serverports</translation>
    </message>
    <message>
        <source>Uplink speed</source>
        <translation>Uplink-Geschwindigkeit</translation>
    </message>
    <message>
        <source>Block (neighbours on one leaf)</source>
        <translation>Block (Nachbarn an einem Leaf)</translation>
    </message>
    <message>
        <source>Round-robin (across leaves)</source>
        <translation>Round-Robin (über die Leafs)</translation>
    </message>
    <message>
        <source>Rank placement</source>
        <translation>Platzierung der Ranks</translation>
    </message>
    <message>
        <source>Hash the 5-tuple</source>
        <translation>5-Tupel hashen</translation>
    </message>
    <message>
        <source>Ideal spraying</source>
        <translation>Ideales Spraying</translation>
    </message>
    <message>
        <source>Load balancing</source>
        <translation>Lastverteilung</translation>
    </message>
    <message>
        <source>Server &amp;ports:</source>
        <translation>Server&amp;ports:</translation>
    </message>
    <message>
        <source>E&amp;xplain</source>
        <translation>Erklär&amp;ung</translation>
    </message>
    <message>
        <source>Show or hide how the figures are computed</source>
        <translation>Ein- oder ausblenden, wie die Zahlen berechnet werden</translation>
    </message>
    <message>
        <source>Show the explanation of the fabric</source>
        <translation>Die Erklärung der Fabric zeigen</translation>
    </message>
    <message>
        <source>GPU nodes</source>
        <translation>GPU-Knoten</translation>
    </message>
    <message>
        <source>Spines available</source>
        <translation>Verfügbare Spines</translation>
    </message>
    <message>
        <source>Peak link load</source>
        <translation>Höchste Verbindungslast</translation>
    </message>
    <message>
        <source>Congestion state</source>
        <translation>Überlaststatus</translation>
    </message>
    <message>
        <source>All-reduce time</source>
        <translation>All-Reduce-Zeit</translation>
    </message>
    <message>
        <source>This fabric cannot be built: %1</source>
        <translation>Diese Fabric kann nicht aufgebaut werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln GPU(s) in total</source>
        <translation>
            <numerusform>%Ln GPU insgesamt</numerusform>
            <numerusform>%Ln GPUs insgesamt</numerusform>
        </translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>every link in service</source>
        <translation>alle Verbindungen in Betrieb</translation>
    </message>
    <message numerus="yes">
        <source>%n link(s) out of service</source>
        <translation>
            <numerusform>%n Verbindung außer Betrieb</numerusform>
            <numerusform>%n Verbindungen außer Betrieb</numerusform>
        </translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>highest so far %1 %</source>
        <translation>bisheriges Maximum %1 %</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>Leerlauf</translation>
    </message>
    <message>
        <source>no flow is running</source>
        <translation>kein Flow aktiv</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>no switch port is shared beyond its rate</source>
        <translation>kein Switch-Port über seine Rate hinaus geteilt</translation>
    </message>
    <message>
        <source>Congested</source>
        <translation>Überlastet</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>this scenario runs no training job</source>
        <translation>in diesem Szenario läuft kein Trainingsjob</translation>
    </message>
    <message>
        <source>closed form %1 (%2×)</source>
        <translation>geschlossene Form %1 (%2×)</translation>
    </message>
    <message>
        <source>Select a spine or an uplink to fail it</source>
        <translation>Einen Spine oder Uplink wählen, um ihn ausfallen zu lassen</translation>
    </message>
    <message>
        <source>Restore to service</source>
        <translation>Wieder in Betrieb nehmen</translation>
    </message>
    <message>
        <source>Take out of service</source>
        <translation>Außer Betrieb nehmen</translation>
    </message>
    <message>
        <source>Not possible: %1</source>
        <translation>Nicht möglich: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n shared port(s) saturated</source>
        <translation>
            <numerusform>%n geteilter Port ausgelastet</numerusform>
            <numerusform>%n geteilte Ports ausgelastet</numerusform>
        </translation>
    </message>
    <message>
        <source>pending</source>
        <translation>ausstehend</translation>
    </message>
    <message>
        <source>none finished yet; closed form %1</source>
        <translation>noch keines fertig; geschlossene Form %1</translation>
    </message>
    <message>
        <source>S&amp;ervers:</source>
        <translation>Ser&amp;ver:</translation>
    </message>
    <message>
        <source>Le&amp;aves:</source>
        <translation>L&amp;eafs:</translation>
    </message>
    <message>
        <source>Uplink spee&amp;d:</source>
        <translation>Upl&amp;ink-Geschwindigkeit:</translation>
    </message>
    <message>
        <source>Sp&amp;ines:</source>
        <translation>&amp;Spines:</translation>
    </message>
    <message>
        <source>Placemen&amp;t:</source>
        <translation>Pla&amp;tzierung:</translation>
    </message>
    <message>
        <source>&amp;Uplinks:</source>
        <translation>Upli&amp;nks:</translation>
    </message>
    <message>
        <source>EC&amp;MP:</source>
        <translation>EC&amp;MP:</translation>
    </message>
</context>
<context>
    <name>ailab::labs::fabric::OversubscriptionPanel</name>
    <message>
        <source>%1:1</source>
        <translation>%1:1</translation>
    </message>
    <message>
        <source>%1 Tb/s</source>
        <translation>%1 Tb/s</translation>
    </message>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Leaf</source>
        <translation>Leaf</translation>
    </message>
    <message>
        <source>Servers per leaf</source>
        <translation>Server pro Leaf</translation>
    </message>
    <message>
        <source>NICs per server</source>
        <translation>NICs pro Server</translation>
    </message>
    <message>
        <source>Leaves</source>
        <translation>Leafs</translation>
    </message>
    <message>
        <source>Spines</source>
        <translation>Spines</translation>
    </message>
    <message>
        <source>Uplinks per leaf-spine pair</source>
        <translation>Uplinks pro Leaf-Spine-Paar</translation>
    </message>
    <message>
        <source>NIC rate (downlinks)</source>
        <translation>NIC-Rate (Downlinks)</translation>
    </message>
    <message>
        <source>Uplink rate</source>
        <translation>Uplink-Rate</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>Ring</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>Baum</translation>
    </message>
    <message>
        <source>Rabenseifner</source>
        <translation>Rabenseifner</translation>
    </message>
    <message>
        <source>Hierarchical</source>
        <translation>Hierarchisch</translation>
    </message>
    <message>
        <source>All-reduce algorithm</source>
        <translation>All-Reduce-Algorithmus</translation>
    </message>
    <message>
        <source>Servers per leaf:</source>
        <translation>Server pro Leaf:</translation>
    </message>
    <message>
        <source>NICs per server:</source>
        <translation>NICs pro Server:</translation>
    </message>
    <message>
        <source>NIC rate:</source>
        <translation>NIC-Rate:</translation>
    </message>
    <message>
        <source>Leaves:</source>
        <translation>Leaves:</translation>
    </message>
    <message>
        <source>Spines:</source>
        <translation>Spines:</translation>
    </message>
    <message>
        <source>Uplinks per pair:</source>
        <translation>Uplinks pro Paar:</translation>
    </message>
    <message>
        <source>Uplink rate:</source>
        <translation>Uplink-Rate:</translation>
    </message>
    <message>
        <source>All-reduce:</source>
        <translation>All-Reduce:</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>Überbuchung</translation>
    </message>
    <message>
        <source>Per server under full load</source>
        <translation>Pro Server unter Volllast</translation>
    </message>
    <message>
        <source>All-reduce slowdown vs 1:1</source>
        <translation>All-Reduce-Verlangsamung ggü. 1:1</translation>
    </message>
    <message>
        <source>Capacity of the worst leaf</source>
        <translation>Kapazität des schlechtesten Leafs</translation>
    </message>
    <message>
        <source>All-reduce times by rank placement</source>
        <translation>All-Reduce-Zeiten nach Platzierung der Ranks</translation>
    </message>
    <message>
        <source>%1 × %2 down : %3 × %4 up = %5 : %6</source>
        <translation>%1 × %2 unten : %3 × %4 oben = %5 : %6</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>simulating the fabric</source>
        <translation>Fabric wird simuliert</translation>
    </message>
    <message>
        <source>simulating the all-reduce</source>
        <translation>All-Reduce wird simuliert</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>This fabric cannot be built: %1</source>
        <translation>Diese Fabric lässt sich nicht aufbauen: %1</translation>
    </message>
    <message>
        <source>Gb/s</source>
        <translation>Gb/s</translation>
    </message>
    <message>
        <source>of %1 per server with ideal spraying; hashed, the slowest gets %2</source>
        <translation>von %1 pro Server bei idealem Spraying; mit Hashing erhält der langsamste %2</translation>
    </message>
    <message>
        <source>one leaf: no traffic crosses the spines</source>
        <translation>ein Leaf: kein Verkehr über die Spines</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>%1 instead of %2 with ranks spread over the leaves</source>
        <translation>%1 statt %2 mit über die Leaves verteilten Ranks</translation>
    </message>
    <message>
        <source>Down, to servers</source>
        <translation>Nach unten, zu den Servern</translation>
    </message>
    <message>
        <source>Up, to spines</source>
        <translation>Nach oben, zu den Spines</translation>
    </message>
    <message>
        <source>Capacity per leaf</source>
        <translation>Kapazität pro Leaf</translation>
    </message>
    <message>
        <source>Tb/s</source>
        <translation>Tb/s</translation>
    </message>
    <message>
        <source>&lt;b&gt;All-reduce of %1 GB over %2 GPUs&lt;/b&gt; (simulated on the built fabric; closed form on a 1:1 fabric %3)</source>
        <translation>&lt;b&gt;All-Reduce von %1 GB über %2 GPUs&lt;/b&gt; (simuliert auf der aufgebauten Fabric; geschlossene Form auf einer 1:1-Fabric %3)</translation>
    </message>
    <message>
        <source>Rank placement</source>
        <translation>Platzierung der Ranks</translation>
    </message>
    <message>
        <source>This fabric</source>
        <translation>Diese Fabric</translation>
    </message>
    <message>
        <source>Same fabric at 1:1</source>
        <translation>Gleiche Fabric mit 1:1</translation>
    </message>
    <message>
        <source>Slowdown</source>
        <translation>Verlangsamung</translation>
    </message>
    <message>
        <source>Block (neighbours on one leaf)</source>
        <translation>Block (Nachbarn an einem Leaf)</translation>
    </message>
    <message>
        <source>Round-robin (across leaves)</source>
        <translation>Round-Robin (über die Leaves)</translation>
    </message>
    <message>
        <source>Oversubscription: host capacity against uplink capacity</source>
        <translation>Überbuchung: Host-Kapazität gegen Uplink-Kapazität</translation>
    </message>
    <message>
        <source>&lt;p&gt;A leaf switch connects servers below and spines above. When the servers can send more than the uplinks carry, the leaf is oversubscribed: cheaper, and fine while traffic stays local, but when every server sends across the spines at once each gets only its share of the uplinks.&lt;/p&gt;&lt;p&gt;Collectives feel it depending on placement: a ring with neighbouring ranks on one leaf crosses the spines only at leaf boundaries, while ranks spread over the leaves send every step across the spines and slow down by up to the ratio. AI training fabrics are usually built 1:1 (non-blocking).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ein Leaf-Switch verbindet Server unten und Spines oben. Können die Server mehr senden, als die Uplinks tragen, ist das Leaf überbucht: günstiger und unproblematisch, solange der Verkehr lokal bleibt; senden aber alle Server gleichzeitig über die Spines, erhält jeder nur seinen Anteil an den Uplinks.&lt;/p&gt;&lt;p&gt;Wie stark Kollektive das spüren, hängt von der Platzierung ab: Ein Ring mit benachbarten Ranks an einem Leaf kreuzt die Spines nur an den Leaf-Grenzen, während über die Leaves verteilte Ranks in jedem Schritt über die Spines senden und sich um bis zum Überbuchungsverhältnis verlangsamen. Fabrics für KI-Training werden meist 1:1 (nicht blockierend) gebaut.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>ratio = downlinks × NIC rate / (uplinks × uplink rate); per server under full load = NIC rate / max(1, ratio)</source>
        <translation>Verhältnis = Downlinks × NIC-Rate / (Uplinks × Uplink-Rate); pro Server unter Volllast = NIC-Rate / max(1, Verhältnis)</translation>
    </message>
    <message>
        <source>Downlinks per leaf</source>
        <translation>Downlinks pro Leaf</translation>
    </message>
    <message>
        <source>servers per leaf × NICs per server</source>
        <translation>Server pro Leaf × NICs pro Server</translation>
    </message>
    <message>
        <source>Uplinks per leaf</source>
        <translation>Uplinks pro Leaf</translation>
    </message>
    <message>
        <source>spines × uplinks per pair</source>
        <translation>Spines × Uplinks pro Paar</translation>
    </message>
    <message>
        <source>Message size</source>
        <translation>Nachrichtengröße</translation>
    </message>
    <message>
        <source>1 GB</source>
        <translation>1 GB</translation>
    </message>
    <message>
        <source>Al-Fares et al., A Scalable, Commodity Data Center Network Architecture, SIGCOMM 2008</source>
        <translation>Al-Fares et al., A Scalable, Commodity Data Center Network Architecture, SIGCOMM 2008</translation>
    </message>
    <message>
        <source>Course example (2:1)</source>
        <translation>Beispiel des Kurses (2:1)</translation>
    </message>
    <message>
        <source>Apply the course example: 8 × 400G down, 4 × 400G up</source>
        <translation>Das Beispiel des Kurses anwenden: 8 × 400G unten, 4 × 400G oben</translation>
    </message>
    <message>
        <source>AI Infrastructure Explained, section 05.5 worked example</source>
        <translation>AI Infrastructure Explained, Rechenbeispiel in Abschnitt 05.5</translation>
    </message>
    <message>
        <source>AI Infrastructure Explained, Lab 03 (8 × 400G down, 4 × 400G up = 2:1)</source>
        <translation>AI Infrastructure Explained, Lab 03 (8 × 400G unten, 4 × 400G oben = 2:1)</translation>
    </message>
    <message>
        <source>simulated up to %1 server ports; this fabric has %2 (the ratio above holds at any size)</source>
        <translation>simuliert bis %1 Server-Ports; diese Fabric hat %2 (das Verhältnis oben gilt in jeder Größe)</translation>
    </message>
</context>
<context>
    <name>ailab::labs::gpu_server::ClusterPanel</name>
    <message>
        <source>Total GPUs</source>
        <translation>GPUs gesamt</translation>
    </message>
    <message>
        <source>Aggregate HBM</source>
        <translation>HBM gesamt</translation>
    </message>
    <message>
        <source>NICs</source>
        <translation>NICs</translation>
    </message>
    <message>
        <source>GPU power</source>
        <translation>GPU-Leistung</translation>
    </message>
    <message>
        <source>Leaf-spine switches</source>
        <translation>Leaf-Spine-Switches</translation>
    </message>
    <message>
        <source>All-reduce sent</source>
        <translation>All-Reduce gesendet</translation>
    </message>
    <message>
        <source>Leaf-spine training network</source>
        <translation>Leaf-Spine-Trainingsnetz</translation>
    </message>
    <message>
        <source>All-reduce traffic per step</source>
        <translation>All-Reduce-Verkehr pro Schritt</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Bytes sent per step (GB, log)</source>
        <translation>Pro Schritt gesendete Bytes (GB, log.)</translation>
    </message>
    <message>
        <source>servers</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>Per GPU</source>
        <translation>Pro GPU</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Servers, exact number</source>
        <translation>Server, genaue Anzahl</translation>
    </message>
    <message>
        <source>GPUs per server</source>
        <translation>GPUs pro Server</translation>
    </message>
    <message>
        <source>GPUs per server, exact number</source>
        <translation>GPUs pro Server, genaue Anzahl</translation>
    </message>
    <message>
        <source>NICs per server</source>
        <translation>NICs pro Server</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>HBM per GPU</source>
        <translation>HBM pro GPU</translation>
    </message>
    <message>
        <source>GPU model for TDP and NVLink</source>
        <translation>GPU-Modell für TDP und NVLink</translation>
    </message>
    <message>
        <source> W</source>
        <translation> W</translation>
    </message>
    <message>
        <source>Teaching assumption: watts per GPU</source>
        <translation>Didaktische Annahme: Watt pro GPU</translation>
    </message>
    <message>
        <source>%1 ports</source>
        <translation>%1 Ports</translation>
    </message>
    <message>
        <source>Switch radix</source>
        <translation>Switch-Radix</translation>
    </message>
    <message>
        <source>Gradients all-reduced per step</source>
        <translation>Gradienten im All-Reduce pro Schritt</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Watts per GPU (teaching)</source>
        <translation>Watt pro GPU (didaktisch)</translation>
    </message>
    <message>
        <source>Gradients per step</source>
        <translation>Gradienten pro Schritt</translation>
    </message>
    <message numerus="yes">
        <source>%n servers</source>
        <translation>
            <numerusform>%n Server</numerusform>
            <numerusform>%n Server</numerusform>
        </translation>
    </message>
    <message>
        <source>This cluster: each GPU sends %1 GB per step.</source>
        <translation>Dieser Cluster: Jede GPU sendet %1 GB pro Schritt.</translation>
    </message>
</context>
<context>
    <name>ailab::labs::gpu_server::FabricPage</name>
    <message>
        <source>GPU fabric:</source>
        <translation>GPU-Fabric:</translation>
    </message>
    <message>
        <source>&amp;PCIe only</source>
        <translation>Nur &amp;PCIe</translation>
    </message>
    <message>
        <source>Server drawing with the all-reduce ring&apos;s routes</source>
        <translation>Servergrafik mit den Wegen des All-Reduce-Rings</translation>
    </message>
    <message>
        <source>Intra-node all-reduce</source>
        <translation>All-Reduce im Knoten</translation>
    </message>
    <message>
        <source>Ring bottleneck B</source>
        <translation>Ring-Engpass B</translation>
    </message>
    <message>
        <source>Bus bandwidth</source>
        <translation>Busbandbreite</translation>
    </message>
    <message>
        <source>Slowest hop</source>
        <translation>Langsamster Hop</translation>
    </message>
    <message>
        <source>All-reduce time on each fabric</source>
        <translation>All-Reduce-Zeit je Fabric</translation>
    </message>
    <message>
        <source>Ring all-reduce routes: GPU 0 → 1 → … → GPU 0</source>
        <translation>Wege des Ring-All-Reduce: GPU 0 → 1 → … → GPU 0</translation>
    </message>
    <message>
        <source>%1 of gradients over %2 GPUs</source>
        <translation>%1 Gradienten über %2 GPUs</translation>
    </message>
    <message>
        <source>per direction, after sharing</source>
        <translation>pro Richtung, nach Aufteilung</translation>
    </message>
    <message>
        <source>nccl-tests busbw</source>
        <translation>nccl-tests busbw</translation>
    </message>
    <message>
        <source>GPU %1 → GPU %2</source>
        <translation>GPU %1 → GPU %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>PCIe only</source>
        <translation>Nur PCIe</translation>
    </message>
    <message>
        <source>NVLink pairs</source>
        <translation>NVLink-Paare</translation>
    </message>
    <message>
        <source>NVSwitch</source>
        <translation>NVSwitch</translation>
    </message>
    <message>
        <source>all-reduce time</source>
        <translation>All-Reduce-Zeit</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Ring all-reduce inside the server</source>
        <translation>Ring-All-Reduce im Server</translation>
    </message>
    <message>
        <source>Every GPU sends its gradients to the next GPU of a ring: first a reduce-scatter, then an all-gather, 2(p&amp;minus;1) steps of n/p bytes each. All hops run at once, so the ring is as fast as its slowest hop. NVLink pairs help only inside a pair: the hops between pairs still cross PCIe and the host. Through NVSwitch every hop has the full NVLink rate.</source>
        <translation>Jede GPU sendet ihre Gradienten an die nächste GPU eines Rings: zuerst ein Reduce-Scatter, dann ein All-Gather, 2(p&amp;minus;1) Schritte mit je n/p Bytes. Alle Hops laufen gleichzeitig, daher ist der Ring so schnell wie sein langsamster Hop. NVLink-Paare helfen nur innerhalb eines Paars: Die Hops zwischen den Paaren laufen weiterhin über PCIe und den Host. Über NVSwitch hat jeder Hop die volle NVLink-Rate.</translation>
    </message>
    <message>
        <source>t = 2(p&amp;minus;1) &amp;alpha; + 2(p&amp;minus;1)/p &amp;times; n / B</source>
        <translation>t = 2(p&amp;minus;1) &amp;alpha; + 2(p&amp;minus;1)/p &amp;times; n / B</translation>
    </message>
    <message>
        <source>Ranks p</source>
        <translation>Ranks p</translation>
    </message>
    <message>
        <source>GPUs of the node</source>
        <translation>GPUs des Knotens</translation>
    </message>
    <message>
        <source>Bytes n</source>
        <translation>Bytes n</translation>
    </message>
    <message>
        <source>parameters × gradient bytes (step model)</source>
        <translation>Parameter × Gradienten-Bytes (Schrittmodell)</translation>
    </message>
    <message>
        <source>Latency α</source>
        <translation>Latenz α</translation>
    </message>
    <message>
        <source>slowest hop&apos;s route, sum of its links</source>
        <translation>Weg des langsamsten Hops, Summe seiner Verbindungen</translation>
    </message>
    <message>
        <source>Bandwidth B</source>
        <translation>Bandbreite B</translation>
    </message>
    <message>
        <source>slowest hop, channels shared by several hops split equally</source>
        <translation>langsamster Hop; von mehreren Hops genutzte Kanäle werden gleichmäßig geteilt</translation>
    </message>
    <message>
        <source>Sent per GPU</source>
        <translation>Gesendet pro GPU</translation>
    </message>
    <message>
        <source>2(p−1)/p × n</source>
        <translation>2(p−1)/p × n</translation>
    </message>
    <message>
        <source>Thakur, Rabenseifner and Gropp, &quot;Optimization of Collective Communication Operations in MPICH&quot;, IJHPCA 2005</source>
        <translation>Thakur, Rabenseifner und Gropp, „Optimization of Collective Communication Operations in MPICH“, IJHPCA 2005</translation>
    </message>
    <message>
        <source>NVIDIA nccl-tests, performance notes (busbw)</source>
        <translation>NVIDIA nccl-tests, Hinweise zur Leistung (busbw)</translation>
    </message>
    <message>
        <source>PCIe 5.0 x16: 64 GB/s per direction (PCI-SIG); NVLink 4: 450 GB/s per direction per H100 SXM (NVIDIA H100 datasheet)</source>
        <translation>PCIe 5.0 x16: 64 GB/s pro Richtung (PCI-SIG); NVLink 4: 450 GB/s pro Richtung je H100 SXM (Datenblatt NVIDIA H100)</translation>
    </message>
    <message>
        <source>NVLink p&amp;airs</source>
        <translation>&amp;NVLink-Paare</translation>
    </message>
    <message>
        <source>NVS&amp;witch</source>
        <translation>NVS&amp;witch</translation>
    </message>
</context>
<context>
    <name>ailab::labs::gpu_server::GpuServerLab</name>
    <message>
        <source>Inside a GPU server</source>
        <translation>Im Inneren eines GPU-Servers</translation>
    </message>
    <message>
        <source>CPUs, GPUs, PCIe, NVLink and NVSwitch: how data moves inside one AI server.</source>
        <translation>CPUs, GPUs, PCIe, NVLink und NVSwitch: wie sich Daten in einem KI-Server bewegen.</translation>
    </message>
    <message>
        <source>&amp;Node</source>
        <translation>Kno&amp;ten</translation>
    </message>
    <message>
        <source>GPU server modes</source>
        <translation>Modi des GPU-Servers</translation>
    </message>
    <message>
        <source>&amp;Memory</source>
        <translation>&amp;Speicher</translation>
    </message>
    <message>
        <source>&amp;Cluster builder</source>
        <translation>&amp;Cluster-Baukasten</translation>
    </message>
    <message>
        <source>Communication fa&amp;bric</source>
        <translation>Kommunikations-&amp;Fabric</translation>
    </message>
    <message>
        <source>R&amp;oofline</source>
        <translation>R&amp;oofline</translation>
    </message>
</context>
<context>
    <name>ailab::labs::gpu_server::MemoryPanel</name>
    <message>
        <source>Working set of one GPU</source>
        <translation>Arbeitsmenge einer GPU</translation>
    </message>
    <message>
        <source>Set it directly</source>
        <translation>Direkt festlegen</translation>
    </message>
    <message>
        <source>Compute it from the model below</source>
        <translation>Aus dem Modell unten berechnen</translation>
    </message>
    <message>
        <source>Set the working set directly</source>
        <translation>Arbeitsmenge direkt festlegen</translation>
    </message>
    <message>
        <source>Compute the working set from the model</source>
        <translation>Arbeitsmenge aus dem Modell berechnen</translation>
    </message>
    <message>
        <source>Working set</source>
        <translation>Arbeitsmenge</translation>
    </message>
    <message>
        <source>Working set, logarithmic from 1 GB to 6 TB</source>
        <translation>Arbeitsmenge, logarithmisch von 1 GB bis 6 TB</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>Working set in gigabytes</source>
        <translation>Arbeitsmenge in Gigabyte</translation>
    </message>
    <message>
        <source>Model-size calculator (training, one GPU)</source>
        <translation>Rechner für Modellgröße (Training, eine GPU)</translation>
    </message>
    <message>
        <source> billion</source>
        <translation> Mrd.</translation>
    </message>
    <message>
        <source>Parameters in billions</source>
        <translation>Parameter in Milliarden</translation>
    </message>
    <message>
        <source>Mixed BF16/FP16 with FP32 master</source>
        <translation>Gemischt BF16/FP16 mit FP32-Master</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>Adam</source>
        <translation>Adam</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>SGD mit Momentum</translation>
    </message>
    <message>
        <source>SGD without momentum</source>
        <translation>SGD ohne Momentum</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <source>Micro-batch in sequences</source>
        <translation>Mikro-Batch in Sequenzen</translation>
    </message>
    <message>
        <source>Sequence length in tokens</source>
        <translation>Sequenzlänge in Tokens</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>Hidden Size</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>Attention-Heads</translation>
    </message>
    <message>
        <source>None: keep every activation</source>
        <translation>Keine: alle Aktivierungen behalten</translation>
    </message>
    <message>
        <source>Selective: recompute attention</source>
        <translation>Selektiv: Attention neu berechnen</translation>
    </message>
    <message>
        <source>Full: keep layer inputs only</source>
        <translation>Voll: nur Schicht-Eingaben behalten</translation>
    </message>
    <message>
        <source>Activation recomputation</source>
        <translation>Neuberechnung der Aktivierungen</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Mikro-Batch</translation>
    </message>
    <message>
        <source>Sequence</source>
        <translation>Sequenz</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>Heads</translation>
    </message>
    <message>
        <source>Recomputation</source>
        <translation>Neuberechnung</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Platzierung</translation>
    </message>
    <message>
        <source>In HBM</source>
        <translation>Im HBM</translation>
    </message>
    <message>
        <source>Spilled out of HBM</source>
        <translation>Aus dem HBM ausgelagert</translation>
    </message>
    <message>
        <source>Spill cost per pass</source>
        <translation>Auslagerungskosten pro Durchlauf</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradienten</translation>
    </message>
    <message>
        <source>Optimizer state</source>
        <translation>Optimiererzustand</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <source>Model total</source>
        <translation>Modell gesamt</translation>
    </message>
    <message>
        <source>Pressure on each tier</source>
        <translation>Belastung jeder Speicherstufe</translation>
    </message>
    <message>
        <source>%1 B per parameter</source>
        <translation>%1 B pro Parameter</translation>
    </message>
    <message>
        <source>model state %1 B per parameter plus activations</source>
        <translation>Modellzustand %1 B pro Parameter plus Aktivierungen</translation>
    </message>
</context>
<context>
    <name>ailab::labs::gpu_server::NodePage</name>
    <message>
        <source>Server drawing</source>
        <translation>Servergrafik</translation>
    </message>
    <message>
        <source>Selected part</source>
        <translation>Gewähltes Bauteil</translation>
    </message>
    <message>
        <source>One training step</source>
        <translation>Ein Trainingsschritt</translation>
    </message>
    <message>
        <source>Play one data-parallel training step on every GPU of this node.</source>
        <translation>Einen datenparallelen Trainingsschritt auf jeder GPU dieses Knotens abspielen.</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Schrittzeit</translation>
    </message>
    <message>
        <source>All-reduce</source>
        <translation>All-Reduce</translation>
    </message>
    <message>
        <source>Compute share</source>
        <translation>Rechenanteil</translation>
    </message>
    <message>
        <source>Step timeline per GPU</source>
        <translation>Zeitverlauf des Schritts pro GPU</translation>
    </message>
    <message>
        <source>%1 GPUs, %2 CPU sockets, %3 NICs: %4</source>
        <translation>%1 GPUs, %2 CPU-Sockel, %3 NICs: %4</translation>
    </message>
    <message>
        <source>data, forward, backward, all-reduce, optimizer</source>
        <translation>Daten, Forward, Backward, All-Reduce, Optimierer</translation>
    </message>
    <message>
        <source>%1 of gradients, ring over %2 GPUs</source>
        <translation>%1 Gradienten, Ring über %2 GPUs</translation>
    </message>
    <message>
        <source>forward and backward over the step</source>
        <translation>Forward und Backward im Verhältnis zum Schritt</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>Step done in %1. Launch it again or pick another part.</source>
        <translation>Schritt in %1 abgeschlossen. Erneut starten oder ein anderes Bauteil wählen.</translation>
    </message>
    <message>
        <source>Idle. Launch the workload to play one training step.</source>
        <translation>Leerlauf. Den Workload starten, um einen Trainingsschritt abzuspielen.</translation>
    </message>
    <message>
        <source>GPU %1: %2</source>
        <translation>GPU %1: %2</translation>
    </message>
    <message>
        <source>t = %1 of %2</source>
        <translation>t = %1 von %2</translation>
    </message>
    <message>
        <source>Click a GPU, CPU, NIC, switch or link to see its role and figures.</source>
        <translation>Auf eine GPU, CPU, NIC, einen Switch oder eine Verbindung klicken, um Rolle und Kennzahlen zu sehen.</translation>
    </message>
    <message>
        <source>Launch &amp;workload</source>
        <translation>&amp;Workload starten</translation>
    </message>
</context>
<context>
    <name>ailab::labs::gpu_server::RooflinePanel</name>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>Peak compute</source>
        <translation>Spitzenrechenleistung</translation>
    </message>
    <message>
        <source>HBM bandwidth</source>
        <translation>HBM-Bandbreite</translation>
    </message>
    <message>
        <source>Ridge point</source>
        <translation>Knickpunkt</translation>
    </message>
    <message>
        <source>Roofline (log-log)</source>
        <translation>Roofline (log-log)</translation>
    </message>
    <message>
        <source>Arithmetic intensity (FLOP/byte)</source>
        <translation>Arithmetische Intensität (FLOP/Byte)</translation>
    </message>
    <message>
        <source>Attainable (TFLOP/s)</source>
        <translation>Erreichbar (TFLOP/s)</translation>
    </message>
    <message>
        <source>FLOP/B</source>
        <translation>FLOP/B</translation>
    </message>
    <message>
        <source>TFLOP/s</source>
        <translation>TFLOP/s</translation>
    </message>
    <message>
        <source>Roof: min(peak, I × bandwidth)</source>
        <translation>Dach: min(Spitze, I × Bandbreite)</translation>
    </message>
    <message>
        <source>Kernels</source>
        <translation>Kernels</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Form</translation>
    </message>
    <message>
        <source>Work</source>
        <translation>Arbeit</translation>
    </message>
    <message>
        <source>Traffic</source>
        <translation>Verkehr</translation>
    </message>
    <message>
        <source>Intensity</source>
        <translation>Intensität</translation>
    </message>
    <message>
        <source>Attainable</source>
        <translation>Erreichbar</translation>
    </message>
    <message>
        <source>Bound by</source>
        <translation>Begrenzt durch</translation>
    </message>
    <message>
        <source>Kernels on the roofline</source>
        <translation>Kernels auf der Roofline</translation>
    </message>
</context>
<context>
    <name>ailab::labs::gpu_server::ServerDrawing</name>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>CPU %1</source>
        <translation>CPU %1</translation>
    </message>
    <message>
        <source>DRAM %1</source>
        <translation>DRAM %1</translation>
    </message>
    <message>
        <source>PCIe switch %1</source>
        <translation>PCIe-Switch %1</translation>
    </message>
    <message>
        <source>NVSwitch %1</source>
        <translation>NVSwitch %1</translation>
    </message>
    <message>
        <source>NIC %1</source>
        <translation>NIC %1</translation>
    </message>
    <message>
        <source>NVMe %1</source>
        <translation>NVMe %1</translation>
    </message>
    <message>
        <source>data load</source>
        <translation>Daten laden</translation>
    </message>
    <message>
        <source>forward pass</source>
        <translation>Forward-Pass</translation>
    </message>
    <message>
        <source>backward pass</source>
        <translation>Backward-Pass</translation>
    </message>
    <message>
        <source>waiting for the other GPUs</source>
        <translation>wartet auf die anderen GPUs</translation>
    </message>
    <message>
        <source>gradient all-reduce</source>
        <translation>Gradienten-All-Reduce</translation>
    </message>
    <message>
        <source>optimizer update</source>
        <translation>Optimierer-Update</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>im Leerlauf</translation>
    </message>
    <message>
        <source>Runs the forward and backward passes and the optimizer on its own copy of the model; its HBM holds weights, gradients, optimizer state and activations.</source>
        <translation>Führt Forward- und Backward-Pass sowie den Optimierer auf ihrer eigenen Kopie des Modells aus; ihr HBM enthält Gewichte, Gradienten, Optimiererzustand und Aktivierungen.</translation>
    </message>
    <message>
        <source>%1: %2 of %3 at %4; %5 TFLOPS dense BF16; %6 W.</source>
        <translation>%1: %2 von %3 mit %4; %5 TFLOPS dicht BF16; %6 W.</translation>
    </message>
    <message>
        <source>NVLink: %1 per direction in this node.</source>
        <translation>NVLink: %1 pro Richtung in diesem Knoten.</translation>
    </message>
    <message>
        <source>No NVLink here: other GPUs are reached over PCIe.</source>
        <translation>Kein NVLink: Andere GPUs werden über PCIe erreicht.</translation>
    </message>
    <message>
        <source>PCIe: %1 per direction; attached to CPU %2.</source>
        <translation>PCIe: %1 pro Richtung; an CPU %2 angeschlossen.</translation>
    </message>
    <message>
        <source>Runs the operating system, the data loader and the training script; its root complex connects the PCIe devices of this socket.</source>
        <translation>Führt Betriebssystem, Data Loader und Trainingsskript aus; sein Root Complex verbindet die PCIe-Geräte dieses Sockels.</translation>
    </message>
    <message>
        <source>Memory bus: %1 per direction; socket link: %2 per direction.</source>
        <translation>Speicherbus: %1 pro Richtung; Socket-Verbindung: %2 pro Richtung.</translation>
    </message>
    <message>
        <source>Host DRAM of CPU %1: stages the input batches (pinned memory) before they are copied to the GPUs.</source>
        <translation>Host-DRAM von CPU %1: puffert die Eingabe-Batches (Pinned Memory), bevor sie auf die GPUs kopiert werden.</translation>
    </message>
    <message>
        <source>Bandwidth: %1 per direction (DDR5-4800, 8 channels).</source>
        <translation>Bandbreite: %1 pro Richtung (DDR5-4800, 8 Kanäle).</translation>
    </message>
    <message>
        <source>Fans one PCIe 5.0 x16 uplink out to the GPUs and NICs below it; devices behind one switch talk peer to peer without the CPU.</source>
        <translation>Fächert einen PCIe-5.0-x16-Uplink zu den GPUs und NICs darunter auf; Geräte hinter einem Switch kommunizieren Peer-to-Peer ohne die CPU.</translation>
    </message>
    <message>
        <source>%1 ports; uplink %2 per direction.</source>
        <translation>%1 Ports; Uplink %2 pro Richtung.</translation>
    </message>
    <message>
        <source>Switches NVLink traffic between every pair of GPUs at the full NVLink rate.</source>
        <translation>Vermittelt NVLink-Verkehr zwischen jedem GPU-Paar mit der vollen NVLink-Rate.</translation>
    </message>
    <message>
        <source>%1 GPU ports; %2 per direction per GPU.</source>
        <translation>%1 GPU-Ports; %2 pro Richtung je GPU.</translation>
    </message>
    <message>
        <source>Connects this server to the cluster network (Ethernet or InfiniBand): the all-reduce between servers leaves through it.</source>
        <translation>Verbindet diesen Server mit dem Cluster-Netzwerk (Ethernet oder InfiniBand): Das All-Reduce zwischen Servern verlässt ihn hierüber.</translation>
    </message>
    <message>
        <source>Port: %1; host link %2 per direction; attached to CPU %3.</source>
        <translation>Port: %1; Host-Verbindung %2 pro Richtung; an CPU %3 angeschlossen.</translation>
    </message>
    <message>
        <source>Local flash: the dataset cache and checkpoints.</source>
        <translation>Lokaler Flash-Speicher: Datensatz-Cache und Checkpoints.</translation>
    </message>
    <message>
        <source>Read rate: %1.</source>
        <translation>Leserate: %1.</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>Memory bus</source>
        <translation>Speicherbus</translation>
    </message>
    <message>
        <source>Socket link (UPI)</source>
        <translation>Socket-Verbindung (UPI)</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 to %3&lt;br&gt;%4 per direction, %5 latency.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2 zu %3&lt;br&gt;%4 pro Richtung, %5 Latenz.</translation>
    </message>
</context>
<context>
    <name>ailab::labs::inference::BatchingPage</name>
    <message>
        <source>Re&amp;quests:</source>
        <translation>A&amp;nfragen:</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>Longest pro&amp;mpt:</source>
        <translation>Längster Pro&amp;mpt:</translation>
    </message>
    <message>
        <source>Longest prompt in tokens</source>
        <translation>Längster Prompt in Tokens</translation>
    </message>
    <message>
        <source>Longest o&amp;utput:</source>
        <translation>Längste A&amp;usgabe:</translation>
    </message>
    <message>
        <source>Longest output in tokens</source>
        <translation>Längste Ausgabe in Tokens</translation>
    </message>
    <message>
        <source>Token bu&amp;dget (max_num_batched_tokens):</source>
        <translation>Token-Budg&amp;et (max_num_batched_tokens):</translation>
    </message>
    <message>
        <source>Token budget per iteration</source>
        <translation>Token-Budget pro Iteration</translation>
    </message>
    <message>
        <source>ma&amp;x_num_seqs:</source>
        <translation>ma&amp;x_num_seqs:</translation>
    </message>
    <message>
        <source>Requests running at most</source>
        <translation>Höchstens laufende Anfragen</translation>
    </message>
    <message>
        <source>P&lt;i&gt;n&lt;/i&gt;: a prompt chunk of &lt;i&gt;n&lt;/i&gt; tokens (prefill) · D: one decode step · ·: padding, a finished request keeping its slot in a static batch · a bar where a request joins, a tick after its last token.</source>
        <translation>P&lt;i&gt;n&lt;/i&gt;: ein Prompt-Stück von &lt;i&gt;n&lt;/i&gt; Tokens (Prefill) · D: ein Decode-Schritt · ·: Padding, eine fertige Anfrage, die ihren Platz in einem statischen Batch behält · ein Balken, wo eine Anfrage hinzukommt, ein Haken nach ihrem letzten Token.</translation>
    </message>
    <message>
        <source>Continuous batching (vLLM V1): iterations</source>
        <translation>Continuous Batching (vLLM V1): Iterationen</translation>
    </message>
    <message>
        <source>Static batching: iterations</source>
        <translation>Statisches Batching: Iterationen</translation>
    </message>
    <message>
        <source>Mean time to first token</source>
        <translation>Mittlere Zeit bis zum ersten Token</translation>
    </message>
    <message>
        <source>Mean over the requests of arrival to first token.</source>
        <translation>Mittel über die Anfragen von der Ankunft bis zum ersten Token.</translation>
    </message>
    <message>
        <source>All answered after</source>
        <translation>Alle beantwortet nach</translation>
    </message>
    <message>
        <source>From the first arrival to the last token.</source>
        <translation>Von der ersten Ankunft bis zum letzten Token.</translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation>Iterationen</translation>
    </message>
    <message>
        <source>Forward passes the replica ran for these requests.</source>
        <translation>Vorwärtsdurchläufe, die das Replikat für diese Anfragen ausführte.</translation>
    </message>
    <message>
        <source>A few requests on the lab&apos;s replica, iteration by iteration, as vLLM&apos;s V1 scheduler runs them and as static batching would.</source>
        <translation>Einige Anfragen auf dem Replikat des Labors, Iteration für Iteration, wie der V1-Scheduler von vLLM sie ausführt und wie statisches Batching es täte.</translation>
    </message>
    <message>
        <source>slowest %1</source>
        <translation>langsamste %1</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s)</source>
        <translation>
            <numerusform>%n Anfrage</numerusform>
            <numerusform>%n Anfragen</numerusform>
        </translation>
    </message>
    <message>
        <source>the first %1 drawn</source>
        <translation>die ersten %1 gezeichnet</translation>
    </message>
    <message>
        <source>all drawn</source>
        <translation>alle gezeichnet</translation>
    </message>
    <message>
        <source>Continuous batching</source>
        <translation>Continuous Batching</translation>
    </message>
    <message>
        <source>&lt;p&gt;A replica runs iterations: one forward pass over a batch of requests. With &lt;b&gt;static batching&lt;/b&gt; a batch is formed, and new requests wait until its longest answer is done; finished requests keep their slot as padding. With &lt;b&gt;continuous batching&lt;/b&gt; the scheduler decides again at every iteration: requests join as soon as there is room and leave as soon as their last token is out.&lt;/p&gt;&lt;p&gt;vLLM&apos;s V1 scheduler gives each iteration one token budget. Running requests come first, in the order they were admitted: a decode takes one token, an unfinished prompt its next chunk up to the budget left (chunked prefill). Waiting requests join with what is left, up to max_num_seqs.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ein Replikat führt Iterationen aus: einen Vorwärtsdurchlauf über einen Batch von Anfragen. Beim &lt;b&gt;statischen Batching&lt;/b&gt; wird ein Batch gebildet, und neue Anfragen warten, bis seine längste Antwort fertig ist; fertige Anfragen behalten ihren Platz als Padding. Beim &lt;b&gt;Continuous Batching&lt;/b&gt; entscheidet der Scheduler bei jeder Iteration neu: Anfragen kommen hinzu, sobald Platz ist, und gehen, sobald ihr letztes Token draußen ist.&lt;/p&gt;&lt;p&gt;Der V1-Scheduler von vLLM gibt jeder Iteration ein Token-Budget. Laufende Anfragen kommen zuerst, in der Reihenfolge ihrer Aufnahme: ein Decode braucht ein Token, ein unfertiger Prompt sein nächstes Stück bis zum verbleibenden Budget (Chunked Prefill). Wartende Anfragen kommen mit dem Rest hinzu, bis max_num_seqs.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Σ tokens of an iteration ≤ max_num_batched_tokens; requests running ≤ max_num_seqs</source>
        <translation>Σ Tokens einer Iteration ≤ max_num_batched_tokens; laufende Anfragen ≤ max_num_seqs</translation>
    </message>
    <message>
        <source>Token budget</source>
        <translation>Token-Budget</translation>
    </message>
    <message>
        <source>your input</source>
        <translation>Ihre Eingabe</translation>
    </message>
    <message>
        <source>max_num_seqs</source>
        <translation>max_num_seqs</translation>
    </message>
    <message>
        <source>%1, prompts up to %2 tokens, answers up to %3</source>
        <translation>%1, Prompts bis %2 Tokens, Antworten bis %3</translation>
    </message>
    <message>
        <source>your input; drawn with the scenario&apos;s random seed</source>
        <translation>Ihre Eingabe; gezogen mit dem Zufalls-Seed des Szenarios</translation>
    </message>
    <message>
        <source>Arrivals</source>
        <translation>Ankünfte</translation>
    </message>
    <message>
        <source>%1 per second</source>
        <translation>%1 pro Sekunde</translation>
    </message>
    <message>
        <source>assumption: a burst</source>
        <translation>Annahme: ein Schwall</translation>
    </message>
    <message>
        <source>Model and GPU</source>
        <translation>Modell und GPU</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>the lab&apos;s replica</source>
        <translation>das Replikat des Labors</translation>
    </message>
    <message>
        <source>vLLM, vllm/v1/core/sched/scheduler.py, Scheduler.schedule</source>
        <translation>vLLM, vllm/v1/core/sched/scheduler.py, Scheduler.schedule</translation>
    </message>
    <message>
        <source>Yu et al. 2022, &quot;Orca: A Distributed Serving System for Transformer-Based Generative Models&quot;, OSDI: iteration-level scheduling</source>
        <translation>Yu et al. 2022, „Orca: A Distributed Serving System for Transformer-Based Generative Models“, OSDI: Scheduling auf Ebene der Iterationen</translation>
    </message>
    <message>
        <source>AI Infrastructure Explained, section 07.3: continuous batching</source>
        <translation>AI Infrastructure Explained, Abschnitt 07.3: Continuous Batching</translation>
    </message>
</context>
<context>
    <name>ailab::labs::inference::BlockMapView</name>
    <message>
        <source>Request</source>
        <translation>Anfrage</translation>
    </message>
    <message>
        <source>Blocks held</source>
        <translation>Belegte Blöcke</translation>
    </message>
    <message>
        <source>Tokens in the cache</source>
        <translation>Tokens im Cache</translation>
    </message>
    <message>
        <source>Shared prefix blocks</source>
        <translation>Blöcke gemeinsamer Präfixe</translation>
    </message>
    <message>
        <source>cached prefixes</source>
        <translation>gecachte Präfixe</translation>
    </message>
    <message>
        <source>free</source>
        <translation>frei</translation>
    </message>
</context>
<context>
    <name>ailab::labs::inference::CapacityPage</name>
    <message>
        <source>Rates fro&amp;m:</source>
        <translation>Raten &amp;von:</translation>
    </message>
    <message>
        <source>Lowest request rate per second</source>
        <translation>Niedrigste Anfragerate pro Sekunde</translation>
    </message>
    <message>
        <source>to:</source>
        <translation>bis:</translation>
    </message>
    <message>
        <source>Highest request rate per second</source>
        <translation>Höchste Anfragerate pro Sekunde</translation>
    </message>
    <message>
        <source>Poi&amp;nts:</source>
        <translation>P&amp;unkte:</translation>
    </message>
    <message>
        <source>Rates in the sweep</source>
        <translation>Raten der Messreihe</translation>
    </message>
    <message>
        <source>R&amp;un sweep</source>
        <translation>Messreihe &amp;starten</translation>
    </message>
    <message>
        <source>Canc&amp;el</source>
        <translation>Abbr&amp;echen</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Tar&amp;get rate:</source>
        <translation>Z&amp;ielrate:</translation>
    </message>
    <message>
        <source>Target request rate per second</source>
        <translation>Ziel-Anfragerate pro Sekunde</translation>
    </message>
    <message>
        <source>Requests &amp;within the SLO:</source>
        <translation>Anteil i&amp;m SLO:</translation>
    </message>
    <message>
        <source>Share of requests that must meet the SLO</source>
        <translation>Anteil der Anfragen, die das SLO erfüllen müssen</translation>
    </message>
    <message>
        <source>At most replicas:</source>
        <translation>Höchstens Replikate:</translation>
    </message>
    <message>
        <source>Most replicas to try</source>
        <translation>Höchstzahl der zu probierenden Replikate</translation>
    </message>
    <message>
        <source>F&amp;ind replicas</source>
        <translation>Replikate &amp;finden</translation>
    </message>
    <message>
        <source>Sweep progress</source>
        <translation>Fortschritt der Messreihe</translation>
    </message>
    <message>
        <source>Replicas needed</source>
        <translation>Nötige Replikate</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>Request rate (requests/s)</source>
        <translation>Anfragerate (Anfragen/s)</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>Anfr./s</translation>
    </message>
    <message>
        <source>Time to first token against the request rate</source>
        <translation>Zeit bis zum ersten Token gegen die Anfragerate</translation>
    </message>
    <message>
        <source>TTFT (ms)</source>
        <translation>TTFT (ms)</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Time per output token against the request rate</source>
        <translation>Zeit pro Ausgabetoken gegen die Anfragerate</translation>
    </message>
    <message>
        <source>TPOT (ms)</source>
        <translation>TPOT (ms)</translation>
    </message>
    <message>
        <source>Throughput and goodput</source>
        <translation>Durchsatz und Goodput</translation>
    </message>
    <message>
        <source>Requests per second</source>
        <translation>Anfragen pro Sekunde</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>P95</source>
        <translation>P95</translation>
    </message>
    <message>
        <source>P99</source>
        <translation>P99</translation>
    </message>
    <message>
        <source>Offered rate</source>
        <translation>Angebotene Rate</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n point(s).</source>
        <translation>
            <numerusform>Abgebrochen nach %n Punkt.</numerusform>
            <numerusform>Abgebrochen nach %n Punkten.</numerusform>
        </translation>
    </message>
    <message>
        <source>The lab&apos;s cluster and workload run again at several request rates, each a whole run: latency percentiles, throughput and goodput against the rate, and the replicas a target rate needs.</source>
        <translation>Cluster und Last des Labors laufen erneut bei mehreren Anfrageraten, jede ein ganzer Lauf: Latenzperzentile, Durchsatz und Goodput gegen die Rate und die Replikate, die eine Zielrate braucht.</translation>
    </message>
    <message>
        <source>SLO %1</source>
        <translation>SLO %1</translation>
    </message>
    <message numerus="yes">
        <source>Running %n rate(s)…</source>
        <translation>
            <numerusform>Eine Rate läuft …</numerusform>
            <numerusform>%n Raten laufen …</numerusform>
        </translation>
    </message>
    <message>
        <source>Trying replica counts at %1 requests/s…</source>
        <translation>Probiere Replikatzahlen bei %1 Anfragen/s …</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>more than %1</source>
        <translation>mehr als %1</translation>
    </message>
    <message>
        <source>no count up to %1 meets the SLOs</source>
        <translation>keine Zahl bis %1 erfüllt die SLOs</translation>
    </message>
    <message numerus="yes">
        <source>Even %n replica(s) do not meet the SLOs: the prefill or the decode of one replica is too slow.</source>
        <translation>
            <numerusform>Selbst %n Replikat erfüllt die SLOs nicht: Prefill oder Decode eines Replikats sind zu langsam.</numerusform>
            <numerusform>Selbst %n Replikate erfüllen die SLOs nicht: Prefill oder Decode eines Replikats sind zu langsam.</numerusform>
        </translation>
    </message>
    <message>
        <source>Latency against load</source>
        <translation>Latenz gegen Last</translation>
    </message>
    <message>
        <source>TPOT = (E2E − TTFT) / (n − 1); goodput = requests meeting every SLO / duration</source>
        <translation>TPOT = (E2E − TTFT) / (n − 1); Goodput = Anfragen innerhalb aller SLOs / Dauer</translation>
    </message>
    <message>
        <source>TTFT SLO</source>
        <translation>TTFT-SLO</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>assumption: chat target</source>
        <translation>Annahme: Chat-Ziel</translation>
    </message>
    <message>
        <source>TPOT SLO</source>
        <translation>TPOT-SLO</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Replikate</translation>
    </message>
    <message>
        <source>your input</source>
        <translation>Ihre Eingabe</translation>
    </message>
    <message>
        <source>vLLM, benchmarks/benchmark_serving.py: request rate, TTFT, TPOT, ITL, percentiles and goodput</source>
        <translation>vLLM, benchmarks/benchmark_serving.py: Anfragerate, TTFT, TPOT, ITL, Perzentile und Goodput</translation>
    </message>
    <message>
        <source>Zhong et al. 2024, &quot;DistServe&quot;, OSDI: goodput under TTFT and TPOT SLOs</source>
        <translation>Zhong et al. 2024, „DistServe“, OSDI: Goodput unter TTFT- und TPOT-SLOs</translation>
    </message>
    <message>
        <source>AI Infrastructure Explained, section 07.5: P95 and P99 latency</source>
        <translation>AI Infrastructure Explained, Abschnitt 07.5: P95- und P99-Latenz</translation>
    </message>
    <message>
        <source>Re&amp;quests per point, at least:</source>
        <translation>Anfra&amp;gen pro Punkt, mindestens:</translation>
    </message>
    <message>
        <source>Requests per rate at least; more when the steady state needs them</source>
        <translation>Anfragen pro Rate mindestens; mehr, wenn der eingeschwungene Zustand sie braucht</translation>
    </message>
    <message>
        <source>The fewest replicas of the lab&apos;s set-up that sustain the target rate in steady state (their queue does not grow) and at which the chosen share of the requests meets both SLOs, each count tried as a whole run.</source>
        <translation>Die wenigsten Replikate des Aufbaus im Labor, die die Zielrate im eingeschwungenen Zustand tragen (ihre Warteschlange wächst nicht) und bei denen der gewählte Anteil der Anfragen beide SLOs erfüllt; jede Anzahl als ganzer Lauf erprobt.</translation>
    </message>
    <message>
        <source>Completed requests/s (steady state)</source>
        <translation>Abgeschlossene Anfragen/s (eingeschwungen)</translation>
    </message>
    <message>
        <source>Goodput (meeting the SLOs, steady state)</source>
        <translation>Goodput (innerhalb der SLOs, eingeschwungen)</translation>
    </message>
    <message>
        <source>Press Run sweep: each rate is a whole run of the lab&apos;s cluster, judged in steady state.</source>
        <translation>Drücken Sie „Messreihe starten“: Jede Rate ist ein ganzer Lauf des Clusters im Labor, beurteilt im eingeschwungenen Zustand.</translation>
    </message>
    <message>
        <source>at %1 requests/s: sustained (%2 completed a second in steady state, over %3 requests)</source>
        <translation>bei %1 Anfragen/s: getragen (%2 abgeschlossen pro Sekunde im eingeschwungenen Zustand, über %3 Anfragen)</translation>
    </message>
    <message>
        <source>at %1 requests/s: not sustained: %2 completed a second, the queue grows by %3 a second (over %4 requests)</source>
        <translation>bei %1 Anfragen/s: nicht getragen: %2 abgeschlossen pro Sekunde, die Warteschlange wächst um %3 pro Sekunde (über %4 Anfragen)</translation>
    </message>
    <message>
        <source>at %1 requests/s: no steady state even with %2 requests</source>
        <translation>bei %1 Anfragen/s: kein eingeschwungener Zustand, selbst mit %2 Anfragen</translation>
    </message>
    <message>
        <source>queue grows</source>
        <translation>Warteschlange wächst</translation>
    </message>
    <message>
        <source>From %1 requests/s on, the replicas complete fewer requests than arrive: the queue grows without bound.</source>
        <translation>Ab %1 Anfragen/s schließen die Replikate weniger Anfragen ab, als ankommen: Die Warteschlange wächst ohne Grenze.</translation>
    </message>
    <message>
        <source>%1 of %2 rates done; %3. P95 TTFT %4, P95 TPOT %5, goodput %6 requests/s.</source>
        <translation>%1 von %2 Raten fertig; %3. P95 TTFT %4, P95 TPOT %5, Goodput %6 Anfragen/s.</translation>
    </message>
    <message>
        <source>at %1 requests/s in steady state, %2 within the SLOs</source>
        <translation>bei %1 Anfragen/s im eingeschwungenen Zustand, %2 innerhalb der SLOs</translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s) sustain the target rate and meet the SLOs: %1 completed a second in steady state, P95 TTFT %2, P95 TPOT %3.</source>
        <translation>
            <numerusform>%n Replikat trägt die Zielrate und erfüllt die SLOs: %1 abgeschlossen pro Sekunde im eingeschwungenen Zustand, P95 TTFT %2, P95 TPOT %3.</numerusform>
            <numerusform>%n Replikate tragen die Zielrate und erfüllen die SLOs: %1 abgeschlossen pro Sekunde im eingeschwungenen Zustand, P95 TTFT %2, P95 TPOT %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Requests per rate, at least</source>
        <translation>Anfragen pro Rate, mindestens</translation>
    </message>
    <message>
        <source>Warm-up not counted</source>
        <translation>Nicht gezählte Anlaufphase</translation>
    </message>
    <message>
        <source>first half of the arrivals</source>
        <translation>erste Hälfte der Ankünfte</translation>
    </message>
    <message>
        <source>Law 2015, chapter 9</source>
        <translation>Law 2015, Kapitel 9</translation>
    </message>
    <message>
        <source>Queue growth still sustained</source>
        <translation>Noch getragenes Wachstum der Warteschlange</translation>
    </message>
    <message>
        <source>assumption</source>
        <translation>Annahme</translation>
    </message>
    <message>
        <source>Law 2015, &quot;Simulation Modeling and Analysis&quot;, 5th ed., chapter 9: steady-state output, deleting the warm-up</source>
        <translation>Law 2015, „Simulation Modeling and Analysis“, 5. Aufl., Kapitel 9: Ausgaben im eingeschwungenen Zustand, Löschen der Anlaufphase</translation>
    </message>
    <message numerus="yes">
        <source>With %n replica(s), %1 of the requests meet the SLOs.</source>
        <translation>
            <numerusform>Mit %n Replikat erfüllen %1 der Anfragen die SLOs.</numerusform>
            <numerusform>Mit %n Replikaten erfüllen %1 der Anfragen die SLOs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With %n replica(s): %1.</source>
        <translation>
            <numerusform>Mit %n Replikat: %1.</numerusform>
            <numerusform>Mit %n Replikaten: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;A serving system is measured as vLLM&apos;s benchmark does: requests arrive at a rate (a Poisson process unless the workload is burstier), and each one&apos;s time to first token (TTFT) and time per output token (TPOT) are recorded. Their percentiles tell more than the mean: P95 is what one request in twenty waits longer than.&lt;/p&gt;&lt;p&gt;As the rate grows, batches grow and each decode step takes longer, so TPOT rises slowly; once the replica cannot keep up, the queue grows without bound and TTFT shoots up. Goodput counts only the requests that met both SLOs: the capacity of a replica is the rate up to which goodput keeps up with the offered rate.&lt;/p&gt;&lt;p&gt;Every rate is judged in &lt;b&gt;steady state&lt;/b&gt;: a short run ends before a queue builds, since the batch absorbs the first requests. The first half of the arrivals warms the replicas up and is not counted; over the second half the requests in the system must grow by no more than 3 % of the rate a second, or the rate is not sustained whatever its latencies. A run whose second half holds fewer than 1,000 requests, or spans fewer than ten typical service times or two of the slowest, runs again with more requests. The charts show the second half&apos;s figures.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ein Serving-System wird gemessen wie im Benchmark von vLLM: Anfragen kommen mit einer Rate an (ein Poisson-Prozess, sofern die Last nicht stoßweiser ist), und für jede werden die Zeit bis zum ersten Token (TTFT) und die Zeit pro Ausgabetoken (TPOT) erfasst. Ihre Perzentile sagen mehr als der Mittelwert: P95 ist die Zeit, die eine von zwanzig Anfragen überschreitet.&lt;/p&gt;&lt;p&gt;Mit wachsender Rate wachsen die Batches, und jeder Decode-Schritt dauert länger, also steigt TPOT langsam; sobald das Replikat nicht mehr mithält, wächst die Warteschlange ohne Grenze und TTFT schießt in die Höhe. Goodput zählt nur die Anfragen, die beide SLOs erfüllt haben: Die Kapazität eines Replikats ist die Rate, bis zu der der Goodput mit der angebotenen Rate mithält.&lt;/p&gt;&lt;p&gt;Jede Rate wird im &lt;b&gt;eingeschwungenen Zustand&lt;/b&gt; beurteilt: Ein kurzer Lauf endet, bevor sich eine Warteschlange bildet, weil der Batch die ersten Anfragen aufnimmt. Die erste Hälfte der Ankünfte wärmt die Replikate auf und wird nicht gezählt; über die zweite Hälfte dürfen die Anfragen im System um nicht mehr als 3 % der Rate pro Sekunde wachsen, sonst wird die Rate nicht getragen, wie gut ihre Latenzen auch sind. Ein Lauf, dessen zweite Hälfte weniger als 1.000 Anfragen enthält oder weniger als zehn typische Bedienzeiten oder zwei der langsamsten umfasst, läuft erneut mit mehr Anfragen. Die Diagramme zeigen die Werte der zweiten Hälfte.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>3 % of the rate a second</source>
        <translation>3 % der Rate pro Sekunde</translation>
    </message>
</context>
<context>
    <name>ailab::labs::inference::InferenceLab</name>
    <message>
        <source>LLM inference serving</source>
        <translation>LLM-Inferenz im Betrieb</translation>
    </message>
    <message>
        <source>Follow a request through a model server, see prefill and decode on the roofline, watch continuous batching fill the KV cache, and size replicas for a latency target.</source>
        <translation>Verfolgen Sie eine Anfrage durch einen Modellserver, sehen Sie Prefill und Decode auf der Roofline, beobachten Sie, wie Continuous Batching den KV-Cache füllt, und bemessen Sie Replikate für ein Latenzziel.</translation>
    </message>
    <message>
        <source>Request &amp;journey</source>
        <translation>&amp;Weg einer Anfrage</translation>
    </message>
    <message>
        <source>&amp;Prefill and decode</source>
        <translation>&amp;Prefill und Decode</translation>
    </message>
    <message>
        <source>Continuous &amp;batching</source>
        <translation>Continuous &amp;Batching</translation>
    </message>
    <message>
        <source>KV c&amp;ache</source>
        <translation>KV-&amp;Cache</translation>
    </message>
    <message>
        <source>Latency and &amp;capacity</source>
        <translation>Latenz und Kapa&amp;zität</translation>
    </message>
    <message>
        <source>Scaling and r&amp;outing</source>
        <translation>Skalierung und R&amp;outing</translation>
    </message>
    <message>
        <source>Response &amp;time</source>
        <translation>Antwortzei&amp;t</translation>
    </message>
    <message>
        <source>Inference lab modes</source>
        <translation>Modi des Inferenz-Labors</translation>
    </message>
    <message>
        <source>&amp;Incident AI-INF-007</source>
        <translation>&amp;Vorfall AI-INF-007</translation>
    </message>
    <message numerus="yes">
        <source>The incident runs its own service: %1 on %n replica(s) (%2), first token within %3, %4 per output token. The other tabs play the scenario loaded.</source>
        <translation>
            <numerusform>Der Vorfall betreibt seinen eigenen Dienst: %1 auf %n Replikat (%2), erstes Token innerhalb von %3, %4 pro Ausgabetoken. Die anderen Tabs spielen das geladene Szenario.</numerusform>
            <numerusform>Der Vorfall betreibt seinen eigenen Dienst: %1 auf %n Replikaten (%2), erstes Token innerhalb von %3, %4 pro Ausgabetoken. Die anderen Tabs spielen das geladene Szenario.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::inference::IterationGrid</name>
    <message>
        <source>Request</source>
        <translation>Anfrage</translation>
    </message>
    <message>
        <source>It. %1 (%2 ms)</source>
        <translation>It. %1 (%2 ms)</translation>
    </message>
    <message numerus="yes">
        <source>prefill %n token(s)</source>
        <translation>
            <numerusform>Prefill %n Token</numerusform>
            <numerusform>Prefill %n Tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>decode</source>
        <translation>Decode</translation>
    </message>
    <message>
        <source>padding</source>
        <translation>Padding</translation>
    </message>
    <message>
        <source>, last token</source>
        <translation>, letztes Token</translation>
    </message>
</context>
<context>
    <name>ailab::labs::inference::JourneyDiagram</name>
    <message>
        <source>Client</source>
        <translation>Client</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) sent so far</source>
        <translation>
            <numerusform>%n Anfrage bisher gesendet</numerusform>
            <numerusform>%n Anfragen bisher gesendet</numerusform>
        </translation>
    </message>
    <message>
        <source>API gateway</source>
        <translation>API-Gateway</translation>
    </message>
    <message>
        <source>Authentication and rate limits; the serving model does not time this hop</source>
        <translation>Authentifizierung und Ratenbegrenzung; das Serving-Modell misst diese Station nicht</translation>
    </message>
    <message>
        <source>Scheduler (router)</source>
        <translation>Scheduler (Router)</translation>
    </message>
    <message numerus="yes">
        <source>Picks a replica; %n request(s) wait for a ready replica</source>
        <translation>
            <numerusform>Wählt ein Replikat; %n Anfrage wartet auf ein bereites Replikat</numerusform>
            <numerusform>Wählt ein Replikat; %n Anfragen warten auf ein bereites Replikat</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting queue</source>
        <translation>Wartende Anfragen</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) waiting for the batch</source>
        <translation>
            <numerusform>%n Anfrage wartet auf den Batch</numerusform>
            <numerusform>%n Anfragen warten auf den Batch</numerusform>
        </translation>
    </message>
    <message>
        <source>Prefill</source>
        <translation>Prefill</translation>
    </message>
    <message numerus="yes">
        <source>%n prompt(s) being computed</source>
        <translation>
            <numerusform>%n Prompt wird berechnet</numerusform>
            <numerusform>%n Prompts werden berechnet</numerusform>
        </translation>
    </message>
    <message>
        <source>Decode</source>
        <translation>Decode</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) generating tokens; %1 of %2 replicas ready</source>
        <translation>
            <numerusform>%n Anfrage erzeugt Tokens; %1 von %2 Replikaten bereit</numerusform>
            <numerusform>%n Anfragen erzeugen Tokens; %1 von %2 Replikaten bereit</numerusform>
        </translation>
    </message>
    <message>
        <source>Response stream</source>
        <translation>Antwortstrom</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) answered</source>
        <translation>
            <numerusform>%n Anfrage beantwortet</numerusform>
            <numerusform>%n Anfragen beantwortet</numerusform>
        </translation>
    </message>
    <message>
        <source>refused</source>
        <translation>abgewiesen</translation>
    </message>
    <message>
        <source>not sent yet</source>
        <translation>noch nicht gesendet</translation>
    </message>
    <message>
        <source>at the gateway</source>
        <translation>am Gateway</translation>
    </message>
    <message>
        <source>waiting for a replica</source>
        <translation>wartet auf ein Replikat</translation>
    </message>
    <message>
        <source>waiting queue</source>
        <translation>Warteschlange</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>Prefill</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>Decode</translation>
    </message>
    <message>
        <source>answered</source>
        <translation>beantwortet</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) of %1 in the system</source>
        <translation>
            <numerusform>%n Anfrage von %1 im System</numerusform>
            <numerusform>%n Anfragen von %1 im System</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::inference::JourneyPage</name>
    <message>
        <source>Re&amp;quest:</source>
        <translation>A&amp;nfrage:</translation>
    </message>
    <message>
        <source>Request shown</source>
        <translation>Gezeigte Anfrage</translation>
    </message>
    <message>
        <source>Follow &amp;new requests</source>
        <translation>Neuen Anfragen &amp;folgen</translation>
    </message>
    <message>
        <source>When the request shown has been answered, show the newest request that is still on its way.</source>
        <translation>Wenn die gezeigte Anfrage beantwortet ist, die neueste Anfrage zeigen, die noch unterwegs ist.</translation>
    </message>
    <message>
        <source>Ne&amp;west request</source>
        <translation>Ne&amp;ueste Anfrage</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Station</translation>
    </message>
    <message>
        <source>Where the request is now on its journey.</source>
        <translation>Wo die Anfrage auf ihrem Weg gerade ist.</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Zeit bis zum ersten Token</translation>
    </message>
    <message>
        <source>TTFT: from the request&apos;s arrival to its first token, queueing included (vLLM&apos;s benchmark_serving).</source>
        <translation>TTFT: von der Ankunft der Anfrage bis zu ihrem ersten Token, Warten eingeschlossen (benchmark_serving von vLLM).</translation>
    </message>
    <message>
        <source>Tokens received</source>
        <translation>Empfangene Tokens</translation>
    </message>
    <message>
        <source>Output tokens streamed back so far, of those the request asks for.</source>
        <translation>Bisher zurückgestreamte Ausgabetokens, von denen, die die Anfrage verlangt.</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>Zeit pro Ausgabetoken</translation>
    </message>
    <message>
        <source>The mean gap between the request&apos;s tokens so far: (last − first token) / (tokens − 1).</source>
        <translation>Der mittlere Abstand zwischen den bisherigen Tokens der Anfrage: (letztes − erstes Token) / (Tokens − 1).</translation>
    </message>
    <message>
        <source>End-to-end latency</source>
        <translation>Gesamtlatenz</translation>
    </message>
    <message>
        <source>From arrival to the last token; while the request is on its way, the time it has taken so far.</source>
        <translation>Von der Ankunft bis zum letzten Token; solange die Anfrage unterwegs ist, die bisher vergangene Zeit.</translation>
    </message>
    <message>
        <source>Requests in the system</source>
        <translation>Anfragen im System</translation>
    </message>
    <message>
        <source>Requests that have arrived and are not answered yet, on every replica.</source>
        <translation>Angekommene, noch nicht beantwortete Anfragen auf allen Replikaten.</translation>
    </message>
    <message>
        <source>Request journey</source>
        <translation>Weg einer Anfrage</translation>
    </message>
    <message>
        <source>Tokens arriving at the client</source>
        <translation>Beim Client ankommende Tokens</translation>
    </message>
    <message>
        <source>Time since the request arrived (s)</source>
        <translation>Zeit seit Ankunft der Anfrage (s)</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>arrived at %1 s</source>
        <translation>angekommen bei %1 s</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>not sent</source>
        <translation>nicht gesendet</translation>
    </message>
    <message>
        <source>%1 so far</source>
        <translation>bisher %1</translation>
    </message>
    <message>
        <source>arrives at %1 s</source>
        <translation>kommt bei %1 s an</translation>
    </message>
    <message>
        <source>of %1; prompt %2 tokens</source>
        <translation>von %1; Prompt %2 Tokens</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message numerus="yes">
        <source>preempted %n time(s)</source>
        <translation>
            <numerusform>%n-mal verdrängt</numerusform>
            <numerusform>%n-mal verdrängt</numerusform>
        </translation>
    </message>
    <message>
        <source>never preempted</source>
        <translation>nie verdrängt</translation>
    </message>
    <message>
        <source>answered</source>
        <translation>beantwortet</translation>
    </message>
    <message>
        <source>so far</source>
        <translation>bisher</translation>
    </message>
    <message numerus="yes">
        <source>%n answered</source>
        <translation>
            <numerusform>%n beantwortet</numerusform>
            <numerusform>%n beantwortet</numerusform>
        </translation>
    </message>
    <message>
        <source>first token</source>
        <translation>erstes Token</translation>
    </message>
    <message>
        <source>Time to first token: %1</source>
        <translation>Zeit bis zum ersten Token: %1</translation>
    </message>
    <message>
        <source>A request&apos;s journey</source>
        <translation>Der Weg einer Anfrage</translation>
    </message>
    <message>
        <source>&lt;p&gt;A prompt leaves the client, passes the API gateway and reaches the scheduler, which picks a model-server replica. There it waits in the queue until the engine&apos;s next iteration has room, then its whole prompt is computed in one or a few iterations (prefill), which produces the first token. After that every iteration adds one token (decode), streamed back as it is made.&lt;/p&gt;&lt;p&gt;This drawing follows one request of the lab&apos;s run through the real scheduler. The network to the client and the gateway are not timed by this model: their few milliseconds are small next to the queue and the model server.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ein Prompt verlässt den Client, passiert das API-Gateway und erreicht den Scheduler, der ein Replikat des Modellservers wählt. Dort wartet er in der Warteschlange, bis die nächste Iteration der Engine Platz hat; dann wird sein ganzer Prompt in einer oder wenigen Iterationen berechnet (Prefill), was das erste Token ergibt. Danach fügt jede Iteration ein Token hinzu (Decode), das sofort zurückgestreamt wird.&lt;/p&gt;&lt;p&gt;Diese Zeichnung verfolgt eine Anfrage des Laufs im Labor durch den echten Scheduler. Das Netz zum Client und das Gateway misst dieses Modell nicht: Ihre wenigen Millisekunden sind klein gegen Warteschlange und Modellserver.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>TTFT = queueing + prefill&lt;br&gt;E2E latency = TTFT + (n − 1) × TPOT</source>
        <translation>TTFT = Warten + Prefill&lt;br&gt;Gesamtlatenz = TTFT + (n − 1) × TPOT</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>Prompt-Tokens</translation>
    </message>
    <message>
        <source>the run&apos;s workload</source>
        <translation>die Last des Laufs</translation>
    </message>
    <message>
        <source>Output tokens n</source>
        <translation>Ausgabetokens n</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>noch nicht</translation>
    </message>
    <message>
        <source>serving engine</source>
        <translation>Serving-Engine</translation>
    </message>
    <message>
        <source>TPOT so far</source>
        <translation>TPOT bisher</translation>
    </message>
    <message>
        <source>AI Infrastructure Explained, section 07.1 (the request journey) and 07.5 (TTFT and inter-token latency)</source>
        <translation>AI Infrastructure Explained, Abschnitt 07.1 (der Weg einer Anfrage) und 07.5 (TTFT und Latenz zwischen Tokens)</translation>
    </message>
    <message>
        <source>vLLM, benchmarks/benchmark_serving.py: TTFT, TPOT and ITL as measured</source>
        <translation>vLLM, benchmarks/benchmark_serving.py: TTFT, TPOT und ITL, wie gemessen</translation>
    </message>
</context>
<context>
    <name>ailab::labs::inference::KvCachePage</name>
    <message>
        <source>Replica sho&amp;wn:</source>
        <translation>Gezeigtes Repl&amp;ikat:</translation>
    </message>
    <message>
        <source>Replica shown</source>
        <translation>Gezeigtes Replikat</translation>
    </message>
    <message>
        <source>KV blocks in use</source>
        <translation>Belegte KV-Blöcke</translation>
    </message>
    <message>
        <source>Blocks of 16 tokens held by running requests and by the prefixes they share, of the replica&apos;s pool.</source>
        <translation>Blöcke von 16 Tokens, die laufende Anfragen und ihre gemeinsamen Präfixe belegen, vom Vorrat des Replikats.</translation>
    </message>
    <message>
        <source>KV cache capacity</source>
        <translation>Kapazität des KV-Cache</translation>
    </message>
    <message>
        <source>Tokens the pool holds: blocks × 16.</source>
        <translation>Tokens, die der Vorrat fasst: Blöcke × 16.</translation>
    </message>
    <message>
        <source>KV per token</source>
        <translation>KV pro Token</translation>
    </message>
    <message>
        <source>K and V of one token in every layer: 2 × layers × KV heads × head size × bytes, per GPU of the replica.</source>
        <translation>K und V eines Tokens in jeder Schicht: 2 × Schichten × KV-Köpfe × Kopfgröße × Bytes, pro GPU des Replikats.</translation>
    </message>
    <message>
        <source>Requests running</source>
        <translation>Laufende Anfragen</translation>
    </message>
    <message>
        <source>The replica&apos;s batch, and the requests waiting for it.</source>
        <translation>Der Batch des Replikats und die Anfragen, die auf ihn warten.</translation>
    </message>
    <message>
        <source>Preemptions</source>
        <translation>Verdrängungen</translation>
    </message>
    <message>
        <source>Requests evicted to free blocks (vLLM V1 recomputes them later), on this replica since the start.</source>
        <translation>Anfragen, die verdrängt wurden, um Blöcke frei zu machen (vLLM V1 berechnet sie später neu), auf diesem Replikat seit dem Start.</translation>
    </message>
    <message>
        <source>Block map: solid and dotted cells are requests&apos; blocks, hatched cells cached prefixes, dashed outlines free blocks</source>
        <translation>Blockkarte: gefüllte und gepunktete Zellen sind Blöcke von Anfragen, schraffierte gecachte Präfixe, gestrichelte Umrisse freie Blöcke</translation>
    </message>
    <message>
        <source>Block map</source>
        <translation>Blockkarte</translation>
    </message>
    <message>
        <source>Memory of one GPU</source>
        <translation>Speicher einer GPU</translation>
    </message>
    <message>
        <source>KV cache per token, by model</source>
        <translation>KV-Cache pro Token nach Modell</translation>
    </message>
    <message>
        <source>KV cache usage</source>
        <translation>Auslastung des KV-Cache</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <source>Blocks in use (%)</source>
        <translation>Belegte Blöcke (%)</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>KV usage, all ready replicas</source>
        <translation>KV-Auslastung, alle bereiten Replikate</translation>
    </message>
    <message>
        <source>pool full</source>
        <translation>Vorrat voll</translation>
    </message>
    <message>
        <source>Batch, queue and preemptions</source>
        <translation>Batch, Warteschlange und Verdrängungen</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Laufend</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Wartend</translation>
    </message>
    <message>
        <source>Preemptions (cumulative)</source>
        <translation>Verdrängungen (kumuliert)</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>bf16 KV cache</source>
        <translation>KV-Cache in bf16</translation>
    </message>
    <message>
        <source>fp8 KV cache</source>
        <translation>KV-Cache in fp8</translation>
    </message>
    <message>
        <source>KiB per token</source>
        <translation>KiB pro Token</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>%1 blocks, %2 per GPU</source>
        <translation>%1 Blöcke, %2 pro GPU</translation>
    </message>
    <message>
        <source>%1, %2 KV heads</source>
        <translation>%1, %2 KV-Köpfe</translation>
    </message>
    <message>
        <source>The paged KV cache</source>
        <translation>Der seitenweise KV-Cache</translation>
    </message>
    <message>
        <source>Layers L</source>
        <translation>Schichten L</translation>
    </message>
    <message>
        <source>KV heads K</source>
        <translation>KV-Köpfe K</translation>
    </message>
    <message>
        <source>Head size d</source>
        <translation>Kopfgröße d</translation>
    </message>
    <message>
        <source>Bytes per element e</source>
        <translation>Bytes pro Element e</translation>
    </message>
    <message>
        <source>KV cache %1</source>
        <translation>KV-Cache %1</translation>
    </message>
    <message>
        <source>HBM</source>
        <translation>HBM</translation>
    </message>
    <message>
        <source>Weights per GPU</source>
        <translation>Gewichte pro GPU</translation>
    </message>
    <message>
        <source>parameters × bytes per weight / tensor-parallel GPUs</source>
        <translation>Parameter × Bytes pro Gewicht / tensor-parallele GPUs</translation>
    </message>
    <message>
        <source>Reserve per GPU</source>
        <translation>Reserve pro GPU</translation>
    </message>
    <message>
        <source>assumption</source>
        <translation>Annahme</translation>
    </message>
    <message>
        <source>Kwon et al. 2023, &quot;Efficient Memory Management for Large Language Model Serving with PagedAttention&quot;, SOSP</source>
        <translation>Kwon et al. 2023, „Efficient Memory Management for Large Language Model Serving with PagedAttention“, SOSP</translation>
    </message>
    <message>
        <source>vLLM, vllm/v1/core/sched/scheduler.py: preemption by recompute</source>
        <translation>vLLM, vllm/v1/core/sched/scheduler.py: Verdrängung mit Neuberechnung</translation>
    </message>
    <message>
        <source>AI Infrastructure Explained, section 07.4: KV cache</source>
        <translation>AI Infrastructure Explained, Abschnitt 07.4: KV-Cache</translation>
    </message>
    <message>
        <source>%1 of %2 blocks</source>
        <translation>%1 von %2 Blöcken</translation>
    </message>
    <message numerus="yes">
        <source>%n waiting</source>
        <translation>
            <numerusform>%n wartet</numerusform>
            <numerusform>%n warten</numerusform>
        </translation>
    </message>
    <message>
        <source>Reserve for activations</source>
        <translation>Reserve für Aktivierungen</translation>
    </message>
    <message>
        <source>Outside the engine</source>
        <translation>Außerhalb der Engine</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every token a request has seen keeps its keys and values (K and V) in every layer, so that the next token attends to them without computing them again. vLLM keeps them in blocks of 16 tokens (PagedAttention), handed out as a request grows and returned when it finishes, so memory is not reserved for the longest answer.&lt;/p&gt;&lt;p&gt;The blocks live in what is left of the engine&apos;s share of GPU memory (90 % unless the scenario says otherwise) after the weights and the reserve. When a running request needs a block and none is free, the scheduler preempts the request admitted last: its blocks are freed and it is computed again later. Preemptions cost time and show that the cache is too small for the batch.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jedes Token, das eine Anfrage gesehen hat, behält seine Keys und Values (K und V) in jeder Schicht, damit das nächste Token sie beachtet, ohne sie neu zu berechnen. vLLM hält sie in Blöcken zu 16 Tokens (PagedAttention), die vergeben werden, während eine Anfrage wächst, und zurückkommen, wenn sie fertig ist; so wird kein Speicher für die längste Antwort reserviert.&lt;/p&gt;&lt;p&gt;Die Blöcke liegen in dem, was vom Anteil der Engine am GPU-Speicher (90 %, sofern das Szenario nichts anderes sagt) nach den Gewichten und der Reserve übrig bleibt. Braucht eine laufende Anfrage einen Block und ist keiner frei, verdrängt der Scheduler die zuletzt aufgenommene Anfrage: Ihre Blöcke werden freigegeben, und sie wird später neu berechnet. Verdrängungen kosten Zeit und zeigen, dass der Cache für den Batch zu klein ist.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>KV bytes per token = 2 × L × K × d × e&lt;br&gt;blocks = ⌊(share × HBM − weights − reserve) / (16 × KV bytes per token)⌋</source>
        <translation>KV-Bytes pro Token = 2 × L × K × d × e&lt;br&gt;Blöcke = ⌊(Anteil × HBM − Gewichte − Reserve) / (16 × KV-Bytes pro Token)⌋</translation>
    </message>
    <message>
        <source>Engine&apos;s share of GPU memory</source>
        <translation>Anteil der Engine am GPU-Speicher</translation>
    </message>
    <message>
        <source>vLLM&apos;s gpu_memory_utilization: 0.9 by default, or the scenario</source>
        <translation>gpu_memory_utilization von vLLM: standardmäßig 0,9, oder das Szenario</translation>
    </message>
    <message>
        <source>replica %1 up to %2; all replicas, whole run: %3</source>
        <translation>Replikat %1 bis %2; alle Replikate, ganzer Lauf: %3</translation>
    </message>
</context>
<context>
    <name>ailab::labs::inference::PhasesPage</name>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modell:</translation>
    </message>
    <message>
        <source>&amp;GPU:</source>
        <translation>GP&amp;U:</translation>
    </message>
    <message>
        <source>Te&amp;nsor parallel:</source>
        <translation>Te&amp;nsor-parallel:</translation>
    </message>
    <message>
        <source>&amp;Weights:</source>
        <translation>Gew&amp;ichte:</translation>
    </message>
    <message>
        <source>Prompt tok&amp;ens:</source>
        <translation>Prompt-Token&amp;s:</translation>
    </message>
    <message>
        <source>Conte&amp;xt per request:</source>
        <translation>Konte&amp;xt pro Anfrage:</translation>
    </message>
    <message>
        <source>&amp;Decode batch:</source>
        <translation>Decod&amp;e-Batch:</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Tensor-parallel GPUs</source>
        <translation>Tensor-parallele GPUs</translation>
    </message>
    <message>
        <source>Weight precision</source>
        <translation>Genauigkeit der Gewichte</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>Prompt-Tokens</translation>
    </message>
    <message>
        <source>Context tokens per decoding request</source>
        <translation>Kontext-Tokens pro decodierender Anfrage</translation>
    </message>
    <message>
        <source>Decode batch</source>
        <translation>Decode-Batch</translation>
    </message>
    <message>
        <source>Prefill of the prompt</source>
        <translation>Prefill des Prompts</translation>
    </message>
    <message>
        <source>One iteration that computes the whole prompt and samples the first token.</source>
        <translation>Eine Iteration, die den ganzen Prompt berechnet und das erste Token zieht.</translation>
    </message>
    <message>
        <source>Decode step (inter-token latency)</source>
        <translation>Decode-Schritt (Latenz zwischen Tokens)</translation>
    </message>
    <message>
        <source>One iteration of the decode batch: every request in it gets one token.</source>
        <translation>Eine Iteration des Decode-Batches: Jede Anfrage darin bekommt ein Token.</translation>
    </message>
    <message>
        <source>Decode throughput</source>
        <translation>Decode-Durchsatz</translation>
    </message>
    <message>
        <source>Tokens per second of the whole batch: batch / step time.</source>
        <translation>Tokens pro Sekunde des ganzen Batches: Batch / Schrittzeit.</translation>
    </message>
    <message>
        <source>Prefill and decode on the roofline (log-log)</source>
        <translation>Prefill und Decode auf der Roofline (log-log)</translation>
    </message>
    <message>
        <source>Arithmetic intensity (FLOP/byte)</source>
        <translation>Arithmetische Intensität (FLOP/Byte)</translation>
    </message>
    <message>
        <source>Attainable (TFLOP/s)</source>
        <translation>Erreichbar (TFLOP/s)</translation>
    </message>
    <message>
        <source>FLOP/B</source>
        <translation>FLOP/B</translation>
    </message>
    <message>
        <source>TFLOP/s</source>
        <translation>TFLOP/s</translation>
    </message>
    <message>
        <source>Roof: min(peak, I × bandwidth)</source>
        <translation>Dach: min(Spitze, I × Bandbreite)</translation>
    </message>
    <message>
        <source>Prefill</source>
        <translation>Prefill</translation>
    </message>
    <message>
        <source>Decode, batch 1</source>
        <translation>Decode, Batch 1</translation>
    </message>
    <message>
        <source>Decode, chosen batch</source>
        <translation>Decode, gewählter Batch</translation>
    </message>
    <message>
        <source>Decode throughput against batch size</source>
        <translation>Decode-Durchsatz gegen Batchgröße</translation>
    </message>
    <message>
        <source>Decode batch (requests)</source>
        <translation>Decode-Batch (Anfragen)</translation>
    </message>
    <message>
        <source>Tokens per second</source>
        <translation>Tokens pro Sekunde</translation>
    </message>
    <message>
        <source>requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>tok/s</source>
        <translation>Tok./s</translation>
    </message>
    <message>
        <source>Inter-token latency against batch size</source>
        <translation>Latenz zwischen Tokens gegen Batchgröße</translation>
    </message>
    <message>
        <source>Inter-token latency (ms)</source>
        <translation>Latenz zwischen Tokens (ms)</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Inter-token latency</source>
        <translation>Latenz zwischen Tokens</translation>
    </message>
    <message>
        <source>One replica&apos;s iterations priced on its GPU&apos;s roofline: a prompt&apos;s prefill, decode steps at batch 1 and at a chosen batch, and the batch size against tokens per second and inter-token latency.</source>
        <translation>Die Iterationen eines Replikats auf der Roofline seiner GPU bepreist: der Prefill eines Prompts, Decode-Schritte mit Batch 1 und einem gewählten Batch, und die Batchgröße gegen Tokens pro Sekunde und Latenz zwischen Tokens.</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>compute bound</source>
        <translation>rechenbegrenzt</translation>
    </message>
    <message>
        <source>memory bound</source>
        <translation>speicherbegrenzt</translation>
    </message>
    <message>
        <source>%1 tokens, %2</source>
        <translation>%1 Tokens, %2</translation>
    </message>
    <message>
        <source>batch %1, %2; batch 1: %3</source>
        <translation>Batch %1, %2; Batch 1: %3</translation>
    </message>
    <message>
        <source>batch 1: %1</source>
        <translation>Batch 1: %1</translation>
    </message>
    <message>
        <source>beyond %1</source>
        <translation>über %1</translation>
    </message>
    <message>
        <source>batch %1</source>
        <translation>Batch %1</translation>
    </message>
    <message>
        <source>ridge %1 FLOP/B</source>
        <translation>Knick %1 FLOP/B</translation>
    </message>
    <message>
        <source>Ridge point: peak / bandwidth = %1 FLOP per byte. Left of it a pass waits for memory, right of it for the Tensor Cores.</source>
        <translation>Knickpunkt: Spitze / Bandbreite = %1 FLOP pro Byte. Links davon wartet ein Durchlauf auf den Speicher, rechts davon auf die Tensor Cores.</translation>
    </message>
    <message>
        <source>chosen %1</source>
        <translation>gewählt %1</translation>
    </message>
    <message>
        <source>The chosen decode batch</source>
        <translation>Der gewählte Decode-Batch</translation>
    </message>
    <message>
        <source>Why prefill and decode behave differently</source>
        <translation>Warum sich Prefill und Decode unterscheiden</translation>
    </message>
    <message>
        <source>Peak (%1)</source>
        <translation>Spitze (%1)</translation>
    </message>
    <message>
        <source>%1 TFLOP/s</source>
        <translation>%1 TFLOP/s</translation>
    </message>
    <message>
        <source>HBM bandwidth</source>
        <translation>HBM-Bandbreite</translation>
    </message>
    <message>
        <source>%1 TB/s</source>
        <translation>%1 TB/s</translation>
    </message>
    <message>
        <source>Weights per GPU</source>
        <translation>Gewichte pro GPU</translation>
    </message>
    <message>
        <source>KV per token per GPU</source>
        <translation>KV pro Token pro GPU</translation>
    </message>
    <message>
        <source>Compute efficiency e&lt;sub&gt;c&lt;/sub&gt;</source>
        <translation>Recheneffizienz e&lt;sub&gt;c&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>assumption</source>
        <translation>Annahme</translation>
    </message>
    <message>
        <source>Memory efficiency e&lt;sub&gt;m&lt;/sub&gt;</source>
        <translation>Speichereffizienz e&lt;sub&gt;m&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>CPU overhead per iteration</source>
        <translation>CPU-Aufwand pro Iteration</translation>
    </message>
    <message>
        <source>Prefill intensity</source>
        <translation>Intensität des Prefill</translation>
    </message>
    <message>
        <source>%1 FLOP/B</source>
        <translation>%1 FLOP/B</translation>
    </message>
    <message>
        <source>cost model</source>
        <translation>Kostenmodell</translation>
    </message>
    <message>
        <source>Decode intensity, batch %1</source>
        <translation>Intensität des Decode, Batch %1</translation>
    </message>
    <message>
        <source>Williams, Waterman and Patterson 2009, &quot;Roofline&quot;, CACM 52(4)</source>
        <translation>Williams, Waterman und Patterson 2009, „Roofline“, CACM 52(4)</translation>
    </message>
    <message>
        <source>Kaplan et al. 2020, &quot;Scaling Laws for Neural Language Models&quot;: 2 FLOP per weight and token</source>
        <translation>Kaplan et al. 2020, „Scaling Laws for Neural Language Models“: 2 FLOP pro Gewicht und Token</translation>
    </message>
    <message>
        <source>AI Infrastructure Explained, section 07.2: prefill and decode</source>
        <translation>AI Infrastructure Explained, Abschnitt 07.2: Prefill und Decode</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Tensor-parallel</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>the set-up</source>
        <translation>der Aufbau</translation>
    </message>
    <message>
        <source>Knee of the batching curve</source>
        <translation>Knie der Batching-Kurve</translation>
    </message>
    <message>
        <source>The smallest batch whose decode throughput reaches 80 % of the ceiling, the tokens per second no batch reaches (one over the time each more request adds to the step). Beyond it a larger batch buys at most a quarter more tokens per second while every step keeps getting longer. The 80 % is a teaching threshold.</source>
        <translation>Der kleinste Batch, dessen Decode-Durchsatz 80 % der Obergrenze erreicht, der Tokens pro Sekunde, die kein Batch erreicht (eins durch die Zeit, die jede weitere Anfrage dem Schritt hinzufügt). Darüber hinaus bringt ein größerer Batch höchstens ein Viertel mehr Tokens pro Sekunde, während jeder Schritt immer länger wird. Die 80 % sind eine didaktische Schwelle.</translation>
    </message>
    <message>
        <source>This set-up cannot serve: %1 (change: %2)</source>
        <translation>Dieser Aufbau kann nicht bedienen: %1 (ändern: %2)</translation>
    </message>
    <message>
        <source>80 % of the ceiling of %1, at %2 tokens of context</source>
        <translation>80 % der Obergrenze von %1, bei %2 Tokens Kontext</translation>
    </message>
    <message>
        <source>ceiling %1</source>
        <translation>Obergrenze %1</translation>
    </message>
    <message>
        <source>knee %1</source>
        <translation>Knie %1</translation>
    </message>
    <message>
        <source>From batch %1 on, decode makes at least 80 % of the ceiling of %2: a larger batch buys at most a quarter more tokens per second while each step keeps growing.</source>
        <translation>Ab Batch %1 erreicht Decode mindestens 80 % der Obergrenze von %2: Ein größerer Batch bringt höchstens ein Viertel mehr Tokens pro Sekunde, während jeder Schritt weiter wächst.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Prefill&lt;/b&gt; computes every prompt token in one pass: each weight read from memory is used for hundreds of tokens, so the pass has a high arithmetic intensity and waits for the Tensor Cores (compute bound). &lt;b&gt;Decode&lt;/b&gt; makes one token per request per pass: at batch 1 every weight is read for a single token, so the pass waits for HBM (memory bound) and is never faster than the weights over the bandwidth.&lt;/p&gt;&lt;p&gt;Batching decodes shares that weight read among the requests, so tokens per second grow almost with the batch while the step time hardly moves. But each request also reads its own KV cache, and that part grows with the batch: tokens per second approach a ceiling, one over the time one more request adds (its KV read over the bandwidth), while the step keeps growing. The knee marks the batch that reaches 80 % of the ceiling: beyond it a larger batch buys at most a quarter more throughput and costs latency in proportion.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Prefill&lt;/b&gt; berechnet jedes Prompt-Token in einem Durchlauf: Jedes aus dem Speicher gelesene Gewicht wird für Hunderte Tokens genutzt, also hat der Durchlauf eine hohe arithmetische Intensität und wartet auf die Tensor Cores (rechenbegrenzt). &lt;b&gt;Decode&lt;/b&gt; erzeugt ein Token pro Anfrage und Durchlauf: Bei Batch 1 wird jedes Gewicht für ein einziges Token gelesen, also wartet der Durchlauf auf den HBM (speicherbegrenzt) und ist nie schneller als die Gewichte durch die Bandbreite.&lt;/p&gt;&lt;p&gt;Batching von Decodes teilt dieses Lesen der Gewichte unter den Anfragen, also wachsen die Tokens pro Sekunde fast mit dem Batch, während sich die Schrittzeit kaum bewegt. Jede Anfrage liest aber auch ihren eigenen KV-Cache, und dieser Teil wächst mit dem Batch: Die Tokens pro Sekunde nähern sich einer Obergrenze, eins durch die Zeit, die eine weitere Anfrage hinzufügt (ihr KV-Lesen durch die Bandbreite), während der Schritt weiter wächst. Das Knie markiert den Batch, der 80 % der Obergrenze erreicht: Darüber hinaus bringt ein größerer Batch höchstens ein Viertel mehr Durchsatz und kostet Latenz im gleichen Maß.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>step = max(FLOP / (peak × e&lt;sub&gt;c&lt;/sub&gt;), bytes / (bandwidth × e&lt;sub&gt;m&lt;/sub&gt;)) + all-reduce + CPU&lt;br&gt;decode at batch 1 ≥ weights / bandwidth = %1&lt;br&gt;ceiling = batch / step as the batch grows = %2; knee: the first batch at 80 % of it</source>
        <translation>Schritt = max(FLOP / (Spitze × e&lt;sub&gt;c&lt;/sub&gt;), Bytes / (Bandbreite × e&lt;sub&gt;m&lt;/sub&gt;)) + All-Reduce + CPU&lt;br&gt;Decode bei Batch 1 ≥ Gewichte / Bandbreite = %1&lt;br&gt;Obergrenze = Batch / Schritt bei wachsendem Batch = %2; Knie: der erste Batch bei 80 % davon</translation>
    </message>
</context>
<context>
    <name>ailab::labs::inference::ResponseTimePage</name>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Zeit bis zum ersten Token</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>Ausgabetokens</translation>
    </message>
    <message>
        <source>Time between tokens</source>
        <translation>Abstand zwischen Tokens</translation>
    </message>
    <message>
        <source>T&amp;ime to first token:</source>
        <translation>Zeit bis zum &amp;ersten Token:</translation>
    </message>
    <message>
        <source>O&amp;utput tokens:</source>
        <translation>A&amp;usgabetokens:</translation>
    </message>
    <message>
        <source>Time bet&amp;ween tokens:</source>
        <translation>Abstand zwischen Toke&amp;ns:</translation>
    </message>
    <message>
        <source>Use the run&apos;s &amp;medians</source>
        <translation>&amp;Mediane des Laufs übernehmen</translation>
    </message>
    <message>
        <source>Median TTFT, median time per output token and median output length of the lab&apos;s whole run.</source>
        <translation>Median der TTFT, Median der Zeit pro Ausgabetoken und mittlere Ausgabelänge des ganzen Laufs im Labor.</translation>
    </message>
    <message>
        <source>Course &amp;example</source>
        <translation>Beispiel des Kur&amp;ses</translation>
    </message>
    <message>
        <source>Response time</source>
        <translation>Antwortzeit</translation>
    </message>
    <message>
        <source>When the last token reaches the client: TTFT + (n − 1) × the time between tokens.</source>
        <translation>Wann das letzte Token beim Client ankommt: TTFT + (n − 1) × der Abstand zwischen Tokens.</translation>
    </message>
    <message>
        <source>Streaming after the first token</source>
        <translation>Streaming nach dem ersten Token</translation>
    </message>
    <message>
        <source>(n − 1) × the time between tokens.</source>
        <translation>(n − 1) × der Abstand zwischen Tokens.</translation>
    </message>
    <message>
        <source>Tokens received over time</source>
        <translation>Empfangene Tokens über die Zeit</translation>
    </message>
    <message>
        <source>Time since the request was sent (s)</source>
        <translation>Zeit seit dem Senden der Anfrage (s)</translation>
    </message>
    <message>
        <source>Tokens received</source>
        <translation>Empfangene Tokens</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>The course&apos;s worked example as a calculator: the response time of a streamed answer from its time to first token, its length and the time between tokens.</source>
        <translation>Das Rechenbeispiel des Kurses als Rechner: die Antwortzeit einer gestreamten Antwort aus ihrer Zeit bis zum ersten Token, ihrer Länge und dem Abstand zwischen Tokens.</translation>
    </message>
    <message>
        <source>%1 s + (%2 − 1) × %3 ms</source>
        <translation>%1 s + (%2 − 1) × %3 ms</translation>
    </message>
    <message numerus="yes">
        <source>%n more token(s)</source>
        <translation>
            <numerusform>%n weiteres Token</numerusform>
            <numerusform>%n weitere Tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>first token</source>
        <translation>erstes Token</translation>
    </message>
    <message>
        <source>TTFT: %1 s</source>
        <translation>TTFT: %1 s</translation>
    </message>
    <message>
        <source>last token</source>
        <translation>letztes Token</translation>
    </message>
    <message>
        <source>Response time: %1 s</source>
        <translation>Antwortzeit: %1 s</translation>
    </message>
    <message>
        <source>Response time of a streamed answer</source>
        <translation>Antwortzeit einer gestreamten Antwort</translation>
    </message>
    <message>
        <source>&lt;p&gt;A chat answer arrives as a stream. The user waits for the time to first token (TTFT: queueing and the prompt&apos;s prefill), then reads while the other tokens come out one decode step apart. So a response is fast for two different reasons: a short TTFT makes it start quickly, a short time per output token makes it finish quickly.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Eine Chat-Antwort kommt als Strom. Der Nutzer wartet die Zeit bis zum ersten Token ab (TTFT: Warten und der Prefill des Prompts) und liest dann, während die übrigen Tokens im Abstand eines Decode-Schritts kommen. Eine Antwort ist also aus zwei verschiedenen Gründen schnell: Eine kurze TTFT lässt sie früh beginnen, eine kurze Zeit pro Ausgabetoken lässt sie früh enden.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>T = TTFT + (n − 1) × TPOT = %1 s + (%2 − 1) × %3 s = %4 s</source>
        <translation>T = TTFT + (n − 1) × TPOT = %1 s + (%2 − 1) × %3 s = %4 s</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>your input</source>
        <translation>Ihre Eingabe</translation>
    </message>
    <message>
        <source>Output tokens n</source>
        <translation>Ausgabetokens n</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>Zeit pro Ausgabetoken</translation>
    </message>
    <message>
        <source>AI Infrastructure Explained, section 07.5: TTFT 400 ms, 100 tokens 25 ms apart, 2.875 s</source>
        <translation>AI Infrastructure Explained, Abschnitt 07.5: TTFT 400 ms, 100 Tokens im Abstand von 25 ms, 2,875 s</translation>
    </message>
    <message>
        <source>vLLM, benchmarks/benchmark_serving.py: TPOT = (latency − TTFT) / (output tokens − 1)</source>
        <translation>vLLM, benchmarks/benchmark_serving.py: TPOT = (Latenz − TTFT) / (Ausgabetokens − 1)</translation>
    </message>
</context>
<context>
    <name>ailab::labs::inference::ScalingPage</name>
    <message>
        <source>round robin</source>
        <translation>reihum</translation>
    </message>
    <message>
        <source>least outstanding requests</source>
        <translation>wenigste offene Anfragen</translation>
    </message>
    <message>
        <source>KV-cache usage aware</source>
        <translation>nach KV-Cache-Auslastung</translation>
    </message>
    <message>
        <source>prefix affinity</source>
        <translation>Präfix-Affinität</translation>
    </message>
    <message>
        <source>loading</source>
        <translation>lädt</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>bereit</translation>
    </message>
    <message>
        <source>draining</source>
        <translation>leert sich</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>ausgefallen</translation>
    </message>
    <message>
        <source>recovering</source>
        <translation>erholt sich</translation>
    </message>
    <message>
        <source>scale up</source>
        <translation>hochskaliert</translation>
    </message>
    <message>
        <source>scale down</source>
        <translation>herunterskaliert</translation>
    </message>
    <message>
        <source>slowed</source>
        <translation>verlangsamt</translation>
    </message>
    <message>
        <source>prefill and decode</source>
        <translation>Prefill und Decode</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>Prefill</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>Decode</translation>
    </message>
    <message>
        <source>&amp;Grow with the load (autoscaler)</source>
        <translation>Autoscaler &amp;verwenden</translation>
    </message>
    <message>
        <source>queue depth per replica</source>
        <translation>Warteschlange pro Replikat</translation>
    </message>
    <message>
        <source>KV cache usage</source>
        <translation>Auslastung des KV-Cache</translation>
    </message>
    <message>
        <source>Repl&amp;icas at the start:</source>
        <translation>Replikat&amp;e zu Beginn:</translation>
    </message>
    <message>
        <source>Replicas at the start</source>
        <translation>Replikate zu Beginn</translation>
    </message>
    <message>
        <source>Ro&amp;uter:</source>
        <translation>Ro&amp;uter:</translation>
    </message>
    <message>
        <source>Router policy</source>
        <translation>Strategie des Routers</translation>
    </message>
    <message>
        <source>Scale on:</source>
        <translation>Skalieren nach:</translation>
    </message>
    <message>
        <source>Autoscaler metric</source>
        <translation>Metrik des Autoscalers</translation>
    </message>
    <message>
        <source>A&amp;dd a replica above:</source>
        <translation>Replikat hinzu&amp;fügen über:</translation>
    </message>
    <message>
        <source>Scale up above this value</source>
        <translation>Hochskalieren über diesem Wert</translation>
    </message>
    <message>
        <source>Ma&amp;x replicas:</source>
        <translation>&amp;Max. Replikate:</translation>
    </message>
    <message>
        <source>Most replicas</source>
        <translation>Höchstzahl der Replikate</translation>
    </message>
    <message>
        <source>Apply and r&amp;estart</source>
        <translation>Übernehmen und neu &amp;starten</translation>
    </message>
    <message>
        <source>Replica &amp;number:</source>
        <translation>Repl&amp;ikat-Nummer:</translation>
    </message>
    <message>
        <source>Replica to fail or recover</source>
        <translation>Replikat, das ausfallen oder zurückkommen soll</translation>
    </message>
    <message>
        <source>Fail it no&amp;w</source>
        <translation>&amp;Jetzt ausfallen lassen</translation>
    </message>
    <message>
        <source>Start its recover&amp;y</source>
        <translation>Wiederherstellu&amp;ng starten</translation>
    </message>
    <message>
        <source>Replicas ready</source>
        <translation>Bereite Replikate</translation>
    </message>
    <message>
        <source>Replicas serving now, of those in the cluster.</source>
        <translation>Replikate, die jetzt bedienen, von denen im Cluster.</translation>
    </message>
    <message>
        <source>Warm-up of a replica</source>
        <translation>Aufwärmzeit eines Replikats</translation>
    </message>
    <message>
        <source>From the decision to a serving replica: start-up plus the weights over the storage read rate.</source>
        <translation>Von der Entscheidung bis zum bedienenden Replikat: Start plus Gewichte geteilt durch die Leserate des Speichers.</translation>
    </message>
    <message>
        <source>Requests waiting</source>
        <translation>Wartende Anfragen</translation>
    </message>
    <message>
        <source>Waiting at the router and in the replicas&apos; queues.</source>
        <translation>Wartend am Router und in den Warteschlangen der Replikate.</translation>
    </message>
    <message>
        <source>GPUs in service</source>
        <translation>GPUs im Dienst</translation>
    </message>
    <message>
        <source>Replicas not failed or stopped, times the GPUs per replica: what a cluster scheduler has to place.</source>
        <translation>Nicht ausgefallene oder gestoppte Replikate mal GPUs pro Replikat: was ein Cluster-Scheduler platzieren muss.</translation>
    </message>
    <message>
        <source>P95 TTFT so far</source>
        <translation>P95 der TTFT bisher</translation>
    </message>
    <message>
        <source>95th percentile of the time to first token of the requests answered so far.</source>
        <translation>95. Perzentil der Zeit bis zum ersten Token der bisher beantworteten Anfragen.</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Replikate</translation>
    </message>
    <message>
        <source>replicas</source>
        <translation>Replikate</translation>
    </message>
    <message>
        <source>Queue and requests in the system</source>
        <translation>Warteschlange und Anfragen im System</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Wartend</translation>
    </message>
    <message>
        <source>In the system</source>
        <translation>Im System</translation>
    </message>
    <message>
        <source>Output tokens per second</source>
        <translation>Ausgabetokens pro Sekunde</translation>
    </message>
    <message>
        <source>Tokens per second</source>
        <translation>Tokens pro Sekunde</translation>
    </message>
    <message>
        <source>tok/s</source>
        <translation>Tok./s</translation>
    </message>
    <message>
        <source>Replica</source>
        <translation>Replikat</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Laufend</translation>
    </message>
    <message>
        <source>KV usage</source>
        <translation>KV-Auslastung</translation>
    </message>
    <message>
        <source>Preemptions</source>
        <translation>Verdrängungen</translation>
    </message>
    <message>
        <source>Ready at</source>
        <translation>Bereit bei</translation>
    </message>
    <message>
        <source>Not applied: %1 (%2)</source>
        <translation>Nicht übernommen: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 start-up + %2 at %3 GB/s</source>
        <translation>%1 Start + %2 bei %3 GB/s</translation>
    </message>
    <message numerus="yes">
        <source>of %n in the cluster</source>
        <translation>
            <numerusform>von %n im Cluster</numerusform>
            <numerusform>von %n im Cluster</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n at the router</source>
        <translation>
            <numerusform>%n am Router</numerusform>
            <numerusform>%n am Router</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) per replica</source>
        <translation>
            <numerusform>%n GPU pro Replikat</numerusform>
            <numerusform>%n GPUs pro Replikat</numerusform>
        </translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message numerus="yes">
        <source>%n answered</source>
        <translation>
            <numerusform>%n beantwortet</numerusform>
            <numerusform>%n beantwortet</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Replica %1 %2 at %3 s</source>
        <translation>Replikat %1 %2 bei %3 s</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Replicas, routing and autoscaling</source>
        <translation>Replikate, Routing und Autoscaling</translation>
    </message>
    <message>
        <source>&lt;p&gt;One model server is one replica: the model on one GPU or, with tensor parallelism, on several GPUs of one server. More traffic needs more replicas behind a router. Round robin ignores load; least outstanding requests sends to the replica with the fewest requests waiting and running; KV-cache aware routing looks at the blocks a replica has left; prefix affinity keeps requests with the same system prompt on one replica, where its blocks are cached.&lt;/p&gt;&lt;p&gt;An autoscaler watches a workload metric, the queue per replica or the KV cache usage, not the CPU. A new replica serves only after its warm-up: the container and engine start, then the weights are read from storage. A failed replica loses its KV cache: its requests go back to the router and are computed again elsewhere.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ein Modellserver ist ein Replikat: das Modell auf einer GPU oder, mit Tensor-Parallelität, auf mehreren GPUs eines Servers. Mehr Verkehr braucht mehr Replikate hinter einem Router. Reihum beachtet die Last nicht; wenigste offene Anfragen schickt zum Replikat mit den wenigsten wartenden und laufenden Anfragen; Routing nach KV-Cache-Auslastung schaut auf die Blöcke, die einem Replikat bleiben; Präfix-Affinität hält Anfragen mit demselben System-Prompt auf einem Replikat, wo seine Blöcke gecacht sind.&lt;/p&gt;&lt;p&gt;Ein Autoscaler beobachtet eine Metrik der Last, die Warteschlange pro Replikat oder die Auslastung des KV-Cache, nicht die CPU. Ein neues Replikat bedient erst nach seiner Aufwärmzeit: Container und Engine starten, dann werden die Gewichte aus dem Speicher gelesen. Ein ausgefallenes Replikat verliert seinen KV-Cache: Seine Anfragen gehen zurück zum Router und werden anderswo neu berechnet.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>warm-up = start-up + weight bytes / storage read rate = %1</source>
        <translation>Aufwärmzeit = Start + Gewichts-Bytes / Leserate des Speichers = %1</translation>
    </message>
    <message>
        <source>Start-up</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>assumption</source>
        <translation>Annahme</translation>
    </message>
    <message>
        <source>Storage read rate</source>
        <translation>Leserate des Speichers</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>Weight bytes</source>
        <translation>Gewichts-Bytes</translation>
    </message>
    <message>
        <source>model catalogue</source>
        <translation>Modellkatalog</translation>
    </message>
    <message>
        <source>Router</source>
        <translation>Router</translation>
    </message>
    <message>
        <source>scenario or your choice</source>
        <translation>Szenario oder Ihre Wahl</translation>
    </message>
    <message>
        <source>Autoscaler interval</source>
        <translation>Intervall des Autoscalers</translation>
    </message>
    <message>
        <source>AI Infrastructure Explained, section 07.6: scaling inference on workload metrics</source>
        <translation>AI Infrastructure Explained, Abschnitt 07.6: Inferenz nach Lastmetriken skalieren</translation>
    </message>
    <message>
        <source>vLLM production stack: routing by load, KV cache and prefix</source>
        <translation>vLLM Production Stack: Routing nach Last, KV-Cache und Präfix</translation>
    </message>
    <message>
        <source>KEDA and Kubernetes HPA: scaling on external metrics</source>
        <translation>KEDA und Kubernetes HPA: Skalieren nach externen Metriken</translation>
    </message>
</context>
<context>
    <name>ailab::labs::inference::serving_format</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 tok/s</source>
        <translation>%1 Tok./s</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>request %1</source>
        <translation>Anfrage %1</translation>
    </message>
</context>
<context>
    <name>ailab::labs::operations::AuthoringPage</name>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>1. Define the symptom</source>
        <translation>1. Das Symptom bestimmen</translation>
    </message>
    <message>
        <source>2. Establish the scope</source>
        <translation>2. Den Umfang eingrenzen</translation>
    </message>
    <message>
        <source>3. Correlate telemetry</source>
        <translation>3. Telemetrie korrelieren</translation>
    </message>
    <message>
        <source>4. Form a testable hypothesis</source>
        <translation>4. Eine prüfbare Hypothese bilden</translation>
    </message>
    <message>
        <source>5. Validate and remediate</source>
        <translation>5. Prüfen und beheben</translation>
    </message>
    <message>
        <source>Make an incident for your class: the cluster and its faults come from the dashboard; choose what each stage of the investigation shows, the hypotheses and the root cause, and the responses with your judgement of them. Check runs the same validation as ailab-sim validate.</source>
        <translation>Erstellen Sie einen Vorfall für Ihren Kurs: Cluster und Fehler kommen vom Dashboard; wählen Sie, was jede Phase der Untersuchung zeigt, die Hypothesen und die Ursache sowie die Maßnahmen mit Ihrer Einschätzung. „Prüfen“ führt dieselbe Prüfung aus wie ailab-sim validate.</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>Check the incident as ailab-sim validate does</source>
        <translation>Den Vorfall prüfen, wie es ailab-sim validate tut</translation>
    </message>
    <message>
        <source>Save incident file…</source>
        <translation>Vorfalldatei speichern …</translation>
    </message>
    <message>
        <source>Play on the incidents page</source>
        <translation>Auf der Seite „Vorfälle“ abspielen</translation>
    </message>
    <message>
        <source>Result of the check</source>
        <translation>Ergebnis der Prüfung</translation>
    </message>
    <message>
        <source>Hints and the root cause&apos;s explanation</source>
        <translation>Hinweise und die Erklärung der Ursache</translation>
    </message>
    <message>
        <source>Hints, one a line, given in this order (each costs the learner points):</source>
        <translation>Hinweise, einer pro Zeile, in dieser Reihenfolge gegeben (jeder kostet die Lernenden Punkte):</translation>
    </message>
    <message>
        <source>Hints, one a line</source>
        <translation>Hinweise, einer pro Zeile</translation>
    </message>
    <message>
        <source>Why the root cause is the root cause (said in the debrief):</source>
        <translation>Warum die Ursache die Ursache ist (in der Nachbesprechung gesagt):</translation>
    </message>
    <message>
        <source>Explanation of the root cause</source>
        <translation>Erklärung der Ursache</translation>
    </message>
    <message>
        <source>The incident</source>
        <translation>Der Vorfall</translation>
    </message>
    <message>
        <source>English (required)</source>
        <translation>Englisch (erforderlich)</translation>
    </message>
    <message>
        <source>German (optional)</source>
        <translation>Deutsch (optional)</translation>
    </message>
    <message>
        <source>Language of the texts shown</source>
        <translation>Sprache der angezeigten Texte</translation>
    </message>
    <message>
        <source>Texts in:</source>
        <translation>Texte auf:</translation>
    </message>
    <message>
        <source>Incident id: upper-case letters, digits, - and _</source>
        <translation>Kennung des Vorfalls: Großbuchstaben, Ziffern, - und _</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Kennung:</translation>
    </message>
    <message>
        <source>The model the incident runs on</source>
        <translation>Das Modell, auf dem der Vorfall läuft</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Modell:</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Titel:</translation>
    </message>
    <message>
        <source>Summary: what the learner is told at the start</source>
        <translation>Zusammenfassung: was die Lernenden zu Beginn erfahren</translation>
    </message>
    <message>
        <source>Summary:</source>
        <translation>Zusammenfassung:</translation>
    </message>
    <message>
        <source>The cluster and its faults</source>
        <translation>Der Cluster und seine Fehler</translation>
    </message>
    <message>
        <source>Take the dashboard&apos;s state again</source>
        <translation>Zustand des Dashboards erneut übernehmen</translation>
    </message>
    <message>
        <source>The faults of the incident (the scenario&apos;s and those injected on the dashboard):</source>
        <translation>Die Fehler des Vorfalls (die des Szenarios und die im Dashboard ausgelösten):</translation>
    </message>
    <message>
        <source>Faults of the incident</source>
        <translation>Fehler des Vorfalls</translation>
    </message>
    <message>
        <source>The job or service the incident is about</source>
        <translation>Der Job oder Dienst, den der Vorfall betrifft</translation>
    </message>
    <message>
        <source>About:</source>
        <translation>Betrifft:</translation>
    </message>
    <message>
        <source>The stages and the evidence each reveals</source>
        <translation>Die Phasen und die Befunde, die jede aufdeckt</translation>
    </message>
    <message>
        <source>The course&apos;s method in five steps. A stage reveals its evidence: a title, a text and the model&apos;s figures and series. Leave out a step by clearing its box.</source>
        <translation>Die Methode des Kurses in fünf Schritten. Eine Phase deckt ihren Befund auf: einen Titel, einen Text und Kennzahlen und Zeitreihen des Modells. Lassen Sie einen Schritt weg, indem Sie sein Kästchen leeren.</translation>
    </message>
    <message>
        <source>Title of the evidence</source>
        <translation>Titel des Befunds</translation>
    </message>
    <message>
        <source>What the learner reads about it</source>
        <translation>Was die Lernenden darüber lesen</translation>
    </message>
    <message>
        <source>Figures shown:</source>
        <translation>Gezeigte Kennzahlen:</translation>
    </message>
    <message>
        <source>Series charted:</source>
        <translation>Gezeichnete Zeitreihen:</translation>
    </message>
    <message>
        <source>The words of the model&apos;s figures and series</source>
        <translation>Die Bezeichnungen der Kennzahlen und Zeitreihen des Modells</translation>
    </message>
    <message>
        <source>Each figure and series the incident shows needs a title; the key figures (one to eight) head the incident.</source>
        <translation>Jede Kennzahl und jede Zeitreihe, die der Vorfall zeigt, braucht einen Titel; die Leitkennzahlen (eine bis acht) stehen über dem Vorfall.</translation>
    </message>
    <message>
        <source>Titles of figures, series and threshold lines</source>
        <translation>Titel der Kennzahlen, Zeitreihen und Schwellenlinien</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <source>Key figure</source>
        <translation>Leitkennzahl</translation>
    </message>
    <message>
        <source>Hypotheses and the root cause</source>
        <translation>Hypothesen und die Ursache</translation>
    </message>
    <message>
        <source>At least two hypotheses the learner may record; check those that name the root cause.</source>
        <translation>Mindestens zwei Hypothesen, die Lernende festhalten können; markieren Sie die, die die Ursache nennen.</translation>
    </message>
    <message>
        <source>Hypotheses</source>
        <translation>Hypothesen</translation>
    </message>
    <message>
        <source>Hypothesis</source>
        <translation>Hypothese</translation>
    </message>
    <message>
        <source>Root cause</source>
        <translation>Ursache</translation>
    </message>
    <message>
        <source>Add a hypothesis</source>
        <translation>Hypothese hinzufügen</translation>
    </message>
    <message>
        <source>Remove the selected hypothesis</source>
        <translation>Gewählte Hypothese entfernen</translation>
    </message>
    <message>
        <source>Responses and your judgement of them</source>
        <translation>Maßnahmen und Ihre Einschätzung</translation>
    </message>
    <message>
        <source>Check the model&apos;s responses the learner may choose. Your judgement is shown in the debrief; whether a response helped is measured on the model.</source>
        <translation>Markieren Sie die Maßnahmen des Modells, die Lernende wählen können. Ihre Einschätzung erscheint in der Nachbesprechung; ob eine Maßnahme geholfen hat, wird am Modell gemessen.</translation>
    </message>
    <message>
        <source>Responses</source>
        <translation>Maßnahmen</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Anbieten</translation>
    </message>
    <message>
        <source>Judgement</source>
        <translation>Einschätzung</translation>
    </message>
    <message>
        <source>Response</source>
        <translation>Maßnahme</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Was sie bewirkt</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Series</source>
        <translation>Zeitreihe</translation>
    </message>
    <message>
        <source>Threshold line</source>
        <translation>Schwellenlinie</translation>
    </message>
    <message>
        <source>a fix</source>
        <translation>eine Behebung</translation>
    </message>
    <message>
        <source>a mitigation</source>
        <translation>eine Abschwächung</translation>
    </message>
    <message>
        <source>no effect</source>
        <translation>ohne Wirkung</translation>
    </message>
    <message>
        <source>harmful</source>
        <translation>schädlich</translation>
    </message>
    <message>
        <source>The cluster of the scenario “%1”: %2 racks, %3 servers, %4 GPUs, %5 training jobs and %6 inference services.</source>
        <translation>Der Cluster des Szenarios „%1“: %2 Racks, %3 Server, %4 GPUs, %5 Trainingsjobs und %6 Inferenzdienste.</translation>
    </message>
    <message>
        <source> on %1</source>
        <translation> an %1</translation>
    </message>
    <message>
        <source>the scenario&apos;s</source>
        <translation>des Szenarios</translation>
    </message>
    <message>
        <source>injected</source>
        <translation>ausgelöst</translation>
    </message>
    <message>
        <source>%1%2 at %3 (%4)</source>
        <translation>%1%2 bei %3 (%4)</translation>
    </message>
    <message>
        <source>No fault yet: inject one on the dashboard, then take its state.</source>
        <translation>Noch kein Fehler: Lösen Sie einen im Dashboard aus und übernehmen Sie dann dessen Zustand.</translation>
    </message>
    <message>
        <source>the job %1</source>
        <translation>der Job %1</translation>
    </message>
    <message>
        <source>the service %1</source>
        <translation>der Dienst %1</translation>
    </message>
    <message>
        <source>the incident being made</source>
        <translation>der Vorfall in Arbeit</translation>
    </message>
    <message>
        <source>Valid: the incident %1 for the lab “%2” (model %3).</source>
        <translation>Gültig: der Vorfall %1 für das Labor „%2“ (Modell %3).</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Abgelehnt: %1</translation>
    </message>
    <message>
        <source>Saved as %1. Check it with: ailab-sim validate %1</source>
        <translation>Gespeichert als %1. Prüfen mit: ailab-sim validate %1</translation>
    </message>
    <message>
        <source>Save the incident file</source>
        <translation>Die Vorfalldatei speichern</translation>
    </message>
    <message>
        <source>Incident files (*.json)</source>
        <translation>Vorfalldateien (*.json)</translation>
    </message>
    <message>
        <source>the incident editor</source>
        <translation>dem Vorfalleditor</translation>
    </message>
    <message>
        <source>Make an incident file from the dashboard&apos;s cluster and faults: the evidence of each stage, the hypotheses, the responses and the answer.</source>
        <translation>Eine Vorfalldatei aus dem Cluster und den Fehlern des Dashboards erstellen: die Befunde jeder Phase, die Hypothesen, die Maßnahmen und die Lösung.</translation>
    </message>
    <message>
        <source>Your judgement of %1: double-click or press F2 to change it</source>
        <translation>Ihre Einschätzung von %1: zum Ändern doppelklicken oder F2 drücken</translation>
    </message>
    <message>
        <source>Start from an incident</source>
        <translation>Von einem Vorfall ausgehen</translation>
    </message>
    <message>
        <source>Open a shipped incident or an incident file to change it or to make a new one from it: every field, its cluster and its faults come from the file.</source>
        <translation>Öffnen Sie einen mitgelieferten Vorfall oder eine Vorfalldatei, um ihn zu ändern oder einen neuen daraus zu machen: jedes Feld, sein Cluster und seine Fehler kommen aus der Datei.</translation>
    </message>
    <message>
        <source>Shipped incidents</source>
        <translation>Mitgelieferte Vorfälle</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the language of the incident texts</comment>
        <translation>de</translation>
    </message>
    <message>
        <source>Open in the editor</source>
        <translation>Im Editor öffnen</translation>
    </message>
    <message>
        <source>Open incident file…</source>
        <translation>Vorfalldatei öffnen …</translation>
    </message>
    <message>
        <source>The scenario&apos;s cluster, its faults and those injected on the dashboard, in place of the opened incident&apos;s</source>
        <translation>Der Cluster des Szenarios, seine Fehler und die im Dashboard ausgelösten, anstelle derer des geöffneten Vorfalls</translation>
    </message>
    <message>
        <source>Add evidence to this stage</source>
        <translation>Dieser Phase einen Befund hinzufügen</translation>
    </message>
    <message>
        <source>Add evidence to step %1</source>
        <translation>Schritt %1 einen Befund hinzufügen</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Befund</translation>
    </message>
    <message>
        <source>Evidence %1</source>
        <translation>Befund %1</translation>
    </message>
    <message>
        <source>Title of evidence %1 of step %2</source>
        <translation>Titel von Befund %1 in Schritt %2</translation>
    </message>
    <message>
        <source>Text of evidence %1 of step %2</source>
        <translation>Text von Befund %1 in Schritt %2</translation>
    </message>
    <message>
        <source>Figures of evidence %1 of step %2</source>
        <translation>Kennzahlen von Befund %1 in Schritt %2</translation>
    </message>
    <message>
        <source>Series of evidence %1 of step %2</source>
        <translation>Zeitreihen von Befund %1 in Schritt %2</translation>
    </message>
    <message>
        <source>Remove this evidence</source>
        <translation>Diesen Befund entfernen</translation>
    </message>
    <message>
        <source>The cluster of %1: %2 racks, %3 servers, %4 training jobs and %5 inference services. “Take the dashboard&apos;s state again” replaces it.</source>
        <translation>Der Cluster aus %1: %2 Racks, %3 Server, %4 Trainingsjobs und %5 Inferenzdienste. „Zustand des Dashboards erneut übernehmen“ ersetzt ihn.</translation>
    </message>
    <message>
        <source>the incident&apos;s</source>
        <translation>des Vorfalls</translation>
    </message>
    <message>
        <source>the incident %1</source>
        <translation>dem Vorfall %1</translation>
    </message>
    <message>
        <source>Not opened: %1</source>
        <translation>Nicht geöffnet: %1</translation>
    </message>
    <message>
        <source>Opened the incident %1 from %2. Saving writes a new file; the original is not changed.</source>
        <translation>Vorfall %1 aus %2 geöffnet. Speichern schreibt eine neue Datei; das Original bleibt unverändert.</translation>
    </message>
    <message>
        <source>Open an incident file</source>
        <translation>Eine Vorfalldatei öffnen</translation>
    </message>
    <message>
        <source>your draft</source>
        <translation>Ihrem Entwurf</translation>
    </message>
</context>
<context>
    <name>ailab::labs::operations::ClusterDrawing</name>
    <message>
        <source>Storage</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Scheduler</source>
        <translation>Scheduler</translation>
    </message>
    <message>
        <source>%1 of %2 spines</source>
        <translation>%1 von %2 Spines</translation>
    </message>
    <message>
        <source>%1 of %2 leaves</source>
        <translation>%1 von %2 Leaves</translation>
    </message>
    <message>
        <source>%1 of %2 servers</source>
        <translation>%1 von %2 Servern</translation>
    </message>
    <message>
        <source>%1 of %2 racks</source>
        <translation>%1 von %2 Racks</translation>
    </message>
    <message>
        <source>%1 of %2 jobs</source>
        <translation>%1 von %2 Jobs</translation>
    </message>
    <message>
        <source>%1 GPUs in %2</source>
        <translation>%1 GPUs in %2</translation>
    </message>
    <message>
        <source>out of service</source>
        <translation>außer Betrieb</translation>
    </message>
    <message>
        <source>GPU clocks throttled</source>
        <translation>GPU-Takte gedrosselt</translation>
    </message>
    <message>
        <source>faults acting: %1</source>
        <translation>wirkende Fehler: %1</translation>
    </message>
    <message>
        <source>every leaf</source>
        <translation>jeder Leaf</translation>
    </message>
    <message>
        <source>the shared file system</source>
        <translation>das gemeinsame Dateisystem</translation>
    </message>
    <message>
        <source>the cluster scheduler</source>
        <translation>der Cluster-Scheduler</translation>
    </message>
    <message>
        <source>The drawing shows the first %1.</source>
        <translation>Die Zeichnung zeigt die ersten %1.</translation>
    </message>
    <message>
        <source>Spine switch</source>
        <translation>Spine-Switch</translation>
    </message>
    <message>
        <source>Leaf switch</source>
        <translation>Leaf-Switch</translation>
    </message>
    <message>
        <source>no job</source>
        <translation>kein Job</translation>
    </message>
    <message>
        <source>running %1</source>
        <translation>führt %1 aus</translation>
    </message>
    <message>
        <source>%1 % used</source>
        <extracomment>A leaf-spine link&apos;s hover text: its busiest parallel link&apos;s utilisation</extracomment>
        <translation>%1 % genutzt</translation>
    </message>
</context>
<context>
    <name>ailab::labs::operations::ComponentCard</name>
    <message>
        <source>%1
%2</source>
        <extracomment>A component&apos;s button on the dashboard: its name, then what it is, on two lines</extracomment>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>Inspect %1: its role and health indicators</source>
        <translation>%1 untersuchen: Aufgabe und Zustandsindikatoren</translation>
    </message>
</context>
<context>
    <name>ailab::labs::operations::ComponentTexts</name>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A figure and its unit, e.g. &quot;42.0 %&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>waiting for GPUs</source>
        <translation>wartet auf GPUs</translation>
    </message>
    <message>
        <source>restarting from its checkpoint</source>
        <translation>startet vom Checkpoint neu</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>writing a checkpoint</source>
        <translation>schreibt einen Checkpoint</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>GPU compute</source>
        <translation>GPU-Rechenleistung</translation>
    </message>
    <message>
        <source>Network fabric</source>
        <translation>Netzwerk-Fabric</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Orchestration</source>
        <translation>Orchestrierung</translation>
    </message>
    <message numerus="yes">
        <source>%n accelerator(s)</source>
        <translation>
            <numerusform>%n Beschleuniger</numerusform>
            <numerusform>%n Beschleuniger</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>leaf-spine, %n spine(s)</source>
        <translation>
            <numerusform>Leaf-Spine, %n Spine</numerusform>
            <numerusform>Leaf-Spine, %n Spines</numerusform>
        </translation>
    </message>
    <message>
        <source>training datasets, checkpoints</source>
        <translation>Trainingsdaten, Checkpoints</translation>
    </message>
    <message>
        <source>job scheduling</source>
        <translation>Job-Scheduling</translation>
    </message>
    <message>
        <source>GPU utilisation</source>
        <translation>GPU-Auslastung</translation>
    </message>
    <message>
        <source>Fabric health</source>
        <translation>Zustand der Fabric</translation>
    </message>
    <message>
        <source>Storage throughput</source>
        <translation>Speicherdurchsatz</translation>
    </message>
    <message>
        <source>Running training jobs</source>
        <translation>Laufende Trainingsjobs</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Role.&lt;/b&gt; The accelerators do the work: each training step runs the model&apos;s forward and backward passes on every GPU of a job, and the job goes only as fast as its slowest GPU. Their power and heat set the racks&apos; power and cooling.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Health indicators.&lt;/b&gt; Utilisation (the share of time a kernel runs), the SM clock (lowered by a power cap or heat), the temperature, and errors: an Xid error or a GPU that fell off the bus stops its job.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Aufgabe.&lt;/b&gt; Die Beschleuniger leisten die Arbeit: Jeder Trainingsschritt rechnet den Vorwärts- und Rückwärtsdurchlauf des Modells auf jeder GPU eines Jobs, und der Job ist nur so schnell wie seine langsamste GPU. Ihre Leistungsaufnahme und Wärme bestimmen Strom und Kühlung der Racks.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Zustandsindikatoren.&lt;/b&gt; Auslastung (der Zeitanteil, in dem ein Kernel läuft), der SM-Takt (gesenkt durch eine Leistungsgrenze oder Hitze), die Temperatur und Fehler: Ein Xid-Fehler oder eine vom Bus gefallene GPU hält ihren Job an.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>failed: a GPU off the bus or without power · congested: a GPU&apos;s clock lowered by a power or thermal limit · idle: no work placed · healthy otherwise</source>
        <translation>ausgefallen: eine GPU vom Bus gefallen oder ohne Strom · überlastet: der Takt einer GPU durch eine Leistungs- oder Temperaturgrenze gesenkt · ungenutzt: keine Arbeit platziert · sonst gesund</translation>
    </message>
    <message>
        <source>GPU utilisation, whole cluster</source>
        <translation>GPU-Auslastung, ganzer Cluster</translation>
    </message>
    <message>
        <source>DCGM_FI_DEV_GPU_UTIL, averaged over every GPU (%1)</source>
        <translation>DCGM_FI_DEV_GPU_UTIL, gemittelt über alle GPUs (%1)</translation>
    </message>
    <message>
        <source>GPUs throttled (saturation)</source>
        <translation>GPUs gedrosselt (Sättigung)</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>DCGM_FI_DEV_CLOCK_THROTTLE_REASONS: power cap, hardware or thermal slowdown</source>
        <translation>DCGM_FI_DEV_CLOCK_THROTTLE_REASONS: Leistungsgrenze, Hardware- oder thermische Drosselung</translation>
    </message>
    <message>
        <source>GPUs lost (errors)</source>
        <translation>GPUs verloren (Fehler)</translation>
    </message>
    <message>
        <source>GPUs off the bus (Xid 79) or without power</source>
        <translation>GPUs vom Bus gefallen (Xid 79) oder ohne Strom</translation>
    </message>
    <message>
        <source>IT power</source>
        <translation>IT-Leistung</translation>
    </message>
    <message>
        <source>the facility&apos;s GPU and server power (%1)</source>
        <translation>Leistung der GPUs und Server im Rechenzentrum (%1)</translation>
    </message>
    <message>
        <source>NVIDIA DCGM field identifiers (dcgm_fields.h)</source>
        <translation>NVIDIA-DCGM-Feldkennungen (dcgm_fields.h)</translation>
    </message>
    <message>
        <source>NVML clock event reasons (nvml.h, nvmlClocksThrottleReason*)</source>
        <translation>NVML-Taktereignisgründe (nvml.h, nvmlClocksThrottleReason*)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Role.&lt;/b&gt; The leaf-spine fabric (RoCEv2) carries the collectives between servers: every step&apos;s gradient all-reduce crosses it, so a slow or lost link slows every job whose traffic meets it.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Health indicators.&lt;/b&gt; Link utilisation; saturation as ECN marks and PFC pause frames where senders meet on a port; errors as drops and links or switches out of service.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Aufgabe.&lt;/b&gt; Die Leaf-Spine-Fabric (RoCEv2) trägt die Kollektive zwischen den Servern: Das Gradienten-All-Reduce jedes Schritts läuft über sie, daher bremst eine langsame oder ausgefallene Verbindung jeden Job, dessen Verkehr sie kreuzt.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Zustandsindikatoren.&lt;/b&gt; Auslastung der Verbindungen; Sättigung als ECN-Markierungen und PFC-Pause-Frames, wo Sender an einem Port zusammentreffen; Fehler als verworfene Pakete und ausgefallene Verbindungen oder Switches.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>failed: a link or switch out of service · congested: a link below its rate, ECMP narrowed, congestion control off, or two or more senders meeting on a port · healthy otherwise</source>
        <translation>ausgefallen: eine Verbindung oder ein Switch außer Betrieb · überlastet: eine Verbindung unter ihrer Rate, ECMP eingeengt, Staukontrolle aus oder zwei oder mehr Sender an einem Port · sonst gesund</translation>
    </message>
    <message>
        <source>Busiest leaf-spine link</source>
        <translation>Am stärksten ausgelastete Leaf-Spine-Verbindung</translation>
    </message>
    <message numerus="yes">
        <source>ailab_link_utilisation, the highest of %n link(s)</source>
        <translation>
            <numerusform>ailab_link_utilisation, die höchste von %n Verbindung</numerusform>
            <numerusform>ailab_link_utilisation, die höchste von %n Verbindungen</numerusform>
        </translation>
    </message>
    <message>
        <source>ECN marks (saturation)</source>
        <translation>ECN-Markierungen (Sättigung)</translation>
    </message>
    <message>
        <source>marks/s</source>
        <translation>Markierungen/s</translation>
    </message>
    <message>
        <source>the twin&apos;s congested ports (DCQCN, packet-level model)</source>
        <translation>die überlasteten Ports des Zwillings (DCQCN, Paketmodell)</translation>
    </message>
    <message>
        <source>PFC pause frames (saturation)</source>
        <translation>PFC-Pause-Frames (Sättigung)</translation>
    </message>
    <message>
        <source>frames/s</source>
        <translation>Frames/s</translation>
    </message>
    <message>
        <source>Drops (errors)</source>
        <translation>Verworfene Pakete (Fehler)</translation>
    </message>
    <message>
        <source>packets/s</source>
        <translation>Pakete/s</translation>
    </message>
    <message>
        <source>Links out of service (errors)</source>
        <translation>Verbindungen außer Betrieb (Fehler)</translation>
    </message>
    <message>
        <source>links</source>
        <translation>Verbindungen</translation>
    </message>
    <message>
        <source>Spines</source>
        <translation>Spines</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>Zhu et al., Congestion Control for Large-Scale RDMA Deployments (DCQCN), SIGCOMM 2015</source>
        <translation>Zhu et al., Congestion Control for Large-Scale RDMA Deployments (DCQCN), SIGCOMM 2015</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Role.&lt;/b&gt; The parallel file system feeds the jobs their training data and takes their checkpoints. When it cannot keep up, GPUs wait for their next batch: they look idle while the problem is in storage.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Health indicators.&lt;/b&gt; Read and write throughput, the read latency (lookups included), metadata operations, and how long each step waits for its data.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Aufgabe.&lt;/b&gt; Das parallele Dateisystem liefert den Jobs ihre Trainingsdaten und nimmt ihre Checkpoints auf. Kommt es nicht hinterher, warten die GPUs auf ihren nächsten Batch: Sie wirken untätig, während das Problem im Speicher liegt.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Zustandsindikatoren.&lt;/b&gt; Lese- und Schreibdurchsatz, die Leselatenz (Metadatenabfragen eingeschlossen), Metadatenoperationen und wie lange jeder Schritt auf seine Daten wartet.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>failed: every data server down · congested: servers down, the tier slowed or metadata throttled, or a job waiting more than %1 % of its step for data (MLPerf Storage&apos;s 90 % accelerator utilisation) · healthy otherwise</source>
        <translation>ausgefallen: alle Datenserver außer Betrieb · überlastet: Server ausgefallen, die Speicherstufe verlangsamt oder Metadaten gedrosselt, oder ein Job wartet mehr als %1 % seines Schritts auf Daten (die 90 % Beschleunigerauslastung von MLPerf Storage) · sonst gesund</translation>
    </message>
    <message>
        <source>Read throughput</source>
        <translation>Lesedurchsatz</translation>
    </message>
    <message>
        <source>Write throughput</source>
        <translation>Schreibdurchsatz</translation>
    </message>
    <message>
        <source>Read latency (saturation)</source>
        <translation>Leselatenz (Sättigung)</translation>
    </message>
    <message>
        <source>Metadata operations</source>
        <translation>Metadatenoperationen</translation>
    </message>
    <message>
        <source>ops/s</source>
        <translation>Ops/s</translation>
    </message>
    <message>
        <source>Data servers down (errors)</source>
        <translation>Datenserver ausgefallen (Fehler)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>scenario and faults</source>
        <translation>Szenario und Fehler</translation>
    </message>
    <message>
        <source>MLPerf Storage v1.0 rules: accelerator utilisation threshold</source>
        <translation>Regeln von MLPerf Storage v1.0: Schwelle der Beschleunigerauslastung</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Role.&lt;/b&gt; The scheduler queues the jobs, places each on free GPUs, and after a failure sends a job back to its last checkpoint and places it again once it has restarted.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Health indicators.&lt;/b&gt; Jobs running against jobs submitted, jobs waiting for GPUs, and jobs restarting after a failure, with the work they lost.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Aufgabe.&lt;/b&gt; Der Scheduler reiht die Jobs in die Warteschlange ein, platziert jeden auf freien GPUs, setzt einen Job nach einem Ausfall auf seinen letzten Checkpoint zurück und platziert ihn neu, sobald er wieder gestartet ist.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Zustandsindikatoren.&lt;/b&gt; Laufende gegenüber eingereichten Jobs, Jobs, die auf GPUs warten, und Jobs, die nach einem Ausfall neu starten, mit der Arbeit, die sie verloren haben.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>failed: a job restarting after a failure · congested: a job waiting for GPUs · idle: no job · healthy otherwise</source>
        <translation>ausgefallen: ein Job startet nach einem Ausfall neu · überlastet: ein Job wartet auf GPUs · ungenutzt: kein Job · sonst gesund</translation>
    </message>
    <message>
        <source>ailab_cluster_running_jobs</source>
        <translation>ailab_cluster_running_jobs</translation>
    </message>
    <message>
        <source>%1, %2 GPU-h lost</source>
        <extracomment>A job&apos;s state in the inspector: its phase, then the GPU-hours it lost</extracomment>
        <translation>%1, %2 GPU-h verloren</translation>
    </message>
    <message>
        <source>ailab_job_lost_gpu_hours</source>
        <translation>ailab_job_lost_gpu_hours</translation>
    </message>
    <message>
        <source>Grattafiori et al., The Llama 3 Herd of Models, 2024: interruptions and restarts</source>
        <translation>Grattafiori et al., The Llama 3 Herd of Models, 2024: Unterbrechungen und Neustarts</translation>
    </message>
    <message>
        <source>%1, mean of the last minute</source>
        <extracomment>A rate and the window it is the mean of, e.g. &quot;65.0 MB/s, mean of the last minute&quot;</extracomment>
        <translation>%1, Mittel der letzten Minute</translation>
    </message>
</context>
<context>
    <name>ailab::labs::operations::DashboardPage</name>
    <message>
        <source>Component inspector</source>
        <translation>Komponenteninspektor</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>Jobs and services: rate, errors, duration</source>
        <translation>Jobs und Dienste: Rate, Fehler, Dauer</translation>
    </message>
    <message>
        <source>GPUs: utilisation, saturation, errors</source>
        <translation>GPUs: Auslastung, Sättigung, Fehler</translation>
    </message>
    <message>
        <source>Fabric: utilisation, saturation, errors</source>
        <translation>Fabric: Auslastung, Sättigung, Fehler</translation>
    </message>
    <message>
        <source>Storage: utilisation, saturation, errors</source>
        <translation>Speicher: Auslastung, Sättigung, Fehler</translation>
    </message>
    <message>
        <source>Racks: power and cooling</source>
        <translation>Racks: Strom und Kühlung</translation>
    </message>
    <message>
        <source>Time range of the charts</source>
        <translation>Zeitraum der Diagramme</translation>
    </message>
    <message>
        <source>Last 5 minutes</source>
        <translation>Letzte 5 Minuten</translation>
    </message>
    <message>
        <source>Last 15 minutes</source>
        <translation>Letzte 15 Minuten</translation>
    </message>
    <message>
        <source>Last hour</source>
        <translation>Letzte Stunde</translation>
    </message>
    <message>
        <source>Whole run</source>
        <translation>Ganzer Lauf</translation>
    </message>
    <message>
        <source>Clear filter</source>
        <translation>Filter aufheben</translation>
    </message>
    <message>
        <source>Clear the dashboard&apos;s filter</source>
        <translation>Den Filter des Dashboards aufheben</translation>
    </message>
    <message>
        <source>Cluster: the health of each part (click a part to filter the dashboard)</source>
        <translation>Cluster: der Zustand jedes Teils (ein Klick auf ein Teil filtert das Dashboard)</translation>
    </message>
    <message>
        <source>Filtered to %1: the heatmaps and the fabric and rack charts show only it.</source>
        <extracomment>The dashboard&apos;s filter: %1 the part clicked on the drawing, e.g. &quot;server 3&quot;</extracomment>
        <translation>Gefiltert auf %1: Die Heatmaps und die Fabric- und Rack-Diagramme zeigen nur dieses Teil.</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <source>GPU utilisation, every GPU</source>
        <translation>GPU-Auslastung, alle GPUs</translation>
    </message>
    <message>
        <source>Utilisation (%)</source>
        <translation>Auslastung (%)</translation>
    </message>
    <message>
        <source>mean of every GPU</source>
        <translation>Mittel aller GPUs</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>Power (kW)</source>
        <translation>Leistung (kW)</translation>
    </message>
    <message>
        <source>IT equipment</source>
        <translation>IT-Geräte</translation>
    </message>
    <message>
        <source>facility (IT × PUE)</source>
        <translation>Rechenzentrum (IT × PUE)</translation>
    </message>
    <message>
        <source>Jobs running</source>
        <translation>Laufende Jobs</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <source>jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <source>training jobs</source>
        <translation>Trainingsjobs</translation>
    </message>
    <message>
        <source>batch jobs (background)</source>
        <translation>Batch-Jobs (Hintergrund)</translation>
    </message>
    <message>
        <source>Training rate: model TFLOP/s per GPU</source>
        <translation>Trainingsrate: Modell-TFLOP/s pro GPU</translation>
    </message>
    <message>
        <source>TFLOP/s per GPU</source>
        <translation>TFLOP/s pro GPU</translation>
    </message>
    <message>
        <source>Training errors: GPU-hours lost</source>
        <translation>Trainingsfehler: verlorene GPU-Stunden</translation>
    </message>
    <message>
        <source>Lost (GPU-h)</source>
        <translation>Verloren (GPU-h)</translation>
    </message>
    <message>
        <source>Training duration: step time</source>
        <translation>Trainingsdauer: Schrittzeit</translation>
    </message>
    <message>
        <source>Step time (s)</source>
        <translation>Schrittzeit (s)</translation>
    </message>
    <message>
        <source>Service rate: requests completed</source>
        <translation>Dienstrate: abgeschlossene Anfragen</translation>
    </message>
    <message>
        <source>Requests/s</source>
        <translation>Anfragen/s</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>Anfr./s</translation>
    </message>
    <message>
        <source>Service errors: queue and replicas ready</source>
        <translation>Dienstfehler: Warteschlange und bereite Replikate</translation>
    </message>
    <message>
        <source>Requests, replicas</source>
        <translation>Anfragen, Replikate</translation>
    </message>
    <message>
        <source>Service duration: TTFT and TPOT (p95)</source>
        <translation>Dienstdauer: TTFT und TPOT (p95)</translation>
    </message>
    <message>
        <source>Latency (ms)</source>
        <translation>Latenz (ms)</translation>
    </message>
    <message>
        <source>%1: requests waiting</source>
        <translation>%1: wartende Anfragen</translation>
    </message>
    <message>
        <source>%1: replicas ready</source>
        <translation>%1: bereite Replikate</translation>
    </message>
    <message>
        <source>%1: TTFT p95</source>
        <translation>%1: TTFT p95</translation>
    </message>
    <message>
        <source>%1: TPOT p95</source>
        <translation>%1: TPOT p95</translation>
    </message>
    <message>
        <source>GPU %1 (server%2)</source>
        <extracomment>A heatmap row: a GPU with its server, e.g. &quot;GPU 12 (server1)&quot;</extracomment>
        <translation>GPU %1 (server%2)</translation>
    </message>
    <message>
        <source>GPU utilisation, every GPU over time</source>
        <translation>GPU-Auslastung, jede GPU über die Zeit</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>SM clock, every GPU over time (saturation: throttling)</source>
        <translation>SM-Takt, jede GPU über die Zeit (Sättigung: Drosselung)</translation>
    </message>
    <message>
        <source>SM clock (MHz)</source>
        <translation>SM-Takt (MHz)</translation>
    </message>
    <message>
        <source>GPU temperature, every GPU over time</source>
        <translation>GPU-Temperatur, jede GPU über die Zeit</translation>
    </message>
    <message>
        <source>Temperature (°C)</source>
        <translation>Temperatur (°C)</translation>
    </message>
    <message>
        <source>GPU saturation and errors: GPUs throttled and lost</source>
        <translation>GPU-Sättigung und -Fehler: gedrosselte und verlorene GPUs</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>throttled (saturation)</source>
        <translation>gedrosselt (Sättigung)</translation>
    </message>
    <message>
        <source>lost: off the bus or unpowered (errors)</source>
        <translation>verloren: vom Bus gefallen oder ohne Strom (Fehler)</translation>
    </message>
    <message>
        <source>Leaf-spine links over time: utilisation</source>
        <translation>Leaf-Spine-Verbindungen über die Zeit: Auslastung</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>Fabric utilisation</source>
        <translation>Auslastung der Fabric</translation>
    </message>
    <message>
        <source>Fabric saturation: ECN marks and PFC pauses</source>
        <translation>Sättigung der Fabric: ECN-Markierungen und PFC-Pausen</translation>
    </message>
    <message>
        <source>Per second</source>
        <translation>Pro Sekunde</translation>
    </message>
    <message>
        <source>/s</source>
        <translation>/s</translation>
    </message>
    <message>
        <source>Fabric errors: drops and links out of service</source>
        <translation>Fehler der Fabric: verworfene Pakete und ausgefallene Verbindungen</translation>
    </message>
    <message>
        <source>Packets/s, links</source>
        <translation>Pakete/s, Verbindungen</translation>
    </message>
    <message>
        <source>busiest link</source>
        <translation>am stärksten ausgelastete Verbindung</translation>
    </message>
    <message>
        <source>ECN marks, every link</source>
        <translation>ECN-Markierungen, alle Verbindungen</translation>
    </message>
    <message>
        <source>PFC pause frames, every link</source>
        <translation>PFC-Pause-Frames, alle Verbindungen</translation>
    </message>
    <message>
        <source>drops, every link</source>
        <translation>verworfene Pakete, alle Verbindungen</translation>
    </message>
    <message>
        <source>links out of service</source>
        <translation>Verbindungen außer Betrieb</translation>
    </message>
    <message>
        <source>%1: ECN marks</source>
        <translation>%1: ECN-Markierungen</translation>
    </message>
    <message>
        <source>%1: PFC pauses</source>
        <translation>%1: PFC-Pausen</translation>
    </message>
    <message>
        <source>%1: drops</source>
        <translation>%1: verworfene Pakete</translation>
    </message>
    <message>
        <source>Storage utilisation: throughput</source>
        <translation>Speicherauslastung: Durchsatz</translation>
    </message>
    <message>
        <source>Throughput (GB/s)</source>
        <translation>Durchsatz (GB/s)</translation>
    </message>
    <message>
        <source>read</source>
        <translation>lesen</translation>
    </message>
    <message>
        <source>write</source>
        <translation>schreiben</translation>
    </message>
    <message>
        <source>Storage saturation: read latency</source>
        <translation>Speichersättigung: Leselatenz</translation>
    </message>
    <message>
        <source>time to first byte</source>
        <translation>Zeit bis zum ersten Byte</translation>
    </message>
    <message>
        <source>Storage saturation: each job&apos;s wait for data per step</source>
        <translation>Speichersättigung: Wartezeit jedes Jobs auf Daten pro Schritt</translation>
    </message>
    <message>
        <source>Data wait (s)</source>
        <translation>Datenwartezeit (s)</translation>
    </message>
    <message>
        <source>Rack power</source>
        <translation>Rack-Leistung</translation>
    </message>
    <message>
        <source>Rack inlet temperature</source>
        <translation>Zulufttemperatur der Racks</translation>
    </message>
    <message>
        <source>Inlet (°C)</source>
        <translation>Zuluft (°C)</translation>
    </message>
    <message>
        <source>%1 s · %2 · %3%4</source>
        <extracomment>An event on the charts: %1 time in s, %2 severity, %3 the event&apos;s sentence, %4 what it concerns</extracomment>
        <translation>%1 s · %2 · %3%4</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>kritisch</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message numerus="yes">
        <source>mean of %n GPU(s)</source>
        <translation>
            <numerusform>Mittel von %n GPU</numerusform>
            <numerusform>Mittel von %n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>busiest link %1 %</source>
        <translation>stärkste Verbindung %1 %</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <extracomment>Running jobs of all jobs, e.g. &quot;4 / 4&quot;</extracomment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>training jobs running</source>
        <translation>Trainingsjobs laufen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cluster impaired.&lt;/b&gt; A part has failed and work is lost or stopped: select the failed component to inspect its indicators, and read the events marked on the charts.</source>
        <translation>&lt;b&gt;Cluster beeinträchtigt.&lt;/b&gt; Ein Teil ist ausgefallen, und Arbeit ist verloren oder angehalten: Wählen Sie die ausgefallene Komponente, um ihre Indikatoren zu untersuchen, und lesen Sie die in den Diagrammen markierten Ereignisse.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cluster degraded.&lt;/b&gt; A part runs below its capacity or is saturated: jobs may slow down. Select the component marked congested.</source>
        <translation>&lt;b&gt;Cluster eingeschränkt.&lt;/b&gt; Ein Teil läuft unter seiner Kapazität oder ist gesättigt: Jobs können langsamer werden. Wählen Sie die als überlastet markierte Komponente.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cluster idle.&lt;/b&gt; No work runs yet; press Play.</source>
        <translation>&lt;b&gt;Cluster ungenutzt.&lt;/b&gt; Noch läuft keine Arbeit; drücken Sie Start.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cluster operating normally.&lt;/b&gt; All major infrastructure services are available. Select a component to inspect its role, or use the failure injection page to explore operational dependencies.</source>
        <translation>&lt;b&gt;Cluster im Normalbetrieb.&lt;/b&gt; Alle wichtigen Infrastrukturdienste sind verfügbar. Wählen Sie eine Komponente, um ihre Aufgabe zu untersuchen, oder erkunden Sie auf der Seite zur Fehlerinjektion die betrieblichen Abhängigkeiten.</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>nicht gestartet</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cluster not started.&lt;/b&gt; Press Play to run the cluster twin; the dashboard then shows its figures as they are recorded.</source>
        <translation>&lt;b&gt;Cluster nicht gestartet.&lt;/b&gt; Drücken Sie Start, um den Cluster-Zwilling laufen zu lassen; das Dashboard zeigt dann seine Werte, sobald sie aufgezeichnet werden.</translation>
    </message>
    <message>
        <source>Time ran&amp;ge:</source>
        <translation>Zeitrau&amp;m:</translation>
    </message>
    <message>
        <source>reads and writes, mean of the last minute</source>
        <translation>Lesen und Schreiben, Mittel der letzten Minute</translation>
    </message>
</context>
<context>
    <name>ailab::labs::operations::DashboardParts</name>
    <message>
        <source>server %1</source>
        <translation>Server %1</translation>
    </message>
    <message>
        <source>leaf %1</source>
        <translation>Leaf %1</translation>
    </message>
    <message>
        <source>spine %1</source>
        <translation>Spine %1</translation>
    </message>
    <message>
        <source>rack %1</source>
        <translation>Rack %1</translation>
    </message>
    <message>
        <source>link %1</source>
        <translation>Verbindung %1</translation>
    </message>
</context>
<context>
    <name>ailab::labs::operations::FaultForm</name>
    <message>
        <source>Kind of component</source>
        <translation>Art der Komponente</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Komponente</translation>
    </message>
    <message>
        <source>Choose a component, click it on the drawing, or type its name (e.g. server3/gpu5).</source>
        <translation>Wählen Sie eine Komponente, klicken Sie sie in der Zeichnung an oder geben Sie ihren Namen ein (z. B. server3/gpu5).</translation>
    </message>
    <message>
        <source>Fault</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Xid code</source>
        <translation>Xid-Code</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Time to inject at</source>
        <translation>Zeitpunkt der Einspeisung</translation>
    </message>
    <message>
        <source>Until</source>
        <translation>Bis</translation>
    </message>
    <message>
        <source>Time the fault ends</source>
        <translation>Zeitpunkt, zu dem der Fehler endet</translation>
    </message>
    <message>
        <source>In&amp;ject fault</source>
        <translation>Fehler in&amp;jizieren</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <source>Component:</source>
        <translation>Komponente:</translation>
    </message>
    <message>
        <source>Fault:</source>
        <translation>Fehler:</translation>
    </message>
    <message>
        <source>Severity:</source>
        <translation>Schweregrad:</translation>
    </message>
    <message>
        <source>Xid:</source>
        <translation>Xid:</translation>
    </message>
    <message>
        <source>Begins:</source>
        <translation>Beginnt:</translation>
    </message>
    <message>
        <source>Ends:</source>
        <translation>Endet:</translation>
    </message>
    <message>
        <source>above %L1 up to %L2%3</source>
        <translation>über %L1 bis %L2%3</translation>
    </message>
    <message>
        <source>%L1 to %L2%3</source>
        <translation>%L1 bis %L2%3</translation>
    </message>
    <message>
        <source>%1 (required; %2).</source>
        <translation>%1 (erforderlich; %2).</translation>
    </message>
    <message>
        <source>%1 (default %L2%3; %4).</source>
        <translation>%1 (Standard %L2%3; %4).</translation>
    </message>
</context>
<context>
    <name>ailab::labs::operations::IncidentsPage</name>
    <message>
        <source>All incidents</source>
        <translation>Alle Vorfälle</translation>
    </message>
    <message>
        <source>Back to the list of incidents</source>
        <translation>Zurück zur Liste der Vorfälle</translation>
    </message>
    <message>
        <source>Each incident is a fault in the cluster twin. Investigate it stage by stage as the course&apos;s method goes: define the symptom, establish the scope, correlate telemetry, form a testable hypothesis, validate and remediate. Choose an incident to open it where you left it.</source>
        <translation>Jeder Vorfall ist ein Fehler im Zwilling des Clusters. Untersuchen Sie ihn Phase für Phase nach der Methode des Kurses: das Symptom bestimmen, den Umfang eingrenzen, Telemetrie korrelieren, eine prüfbare Hypothese bilden, prüfen und beheben. Wählen Sie einen Vorfall, um ihn dort zu öffnen, wo Sie aufgehört haben.</translation>
    </message>
    <message>
        <source>Incidents</source>
        <translation>Vorfälle</translation>
    </message>
    <message>
        <source>Open incident file…</source>
        <translation>Vorfalldatei öffnen …</translation>
    </message>
    <message>
        <source>Open an incident file from disk</source>
        <translation>Eine Vorfalldatei vom Datenträger öffnen</translation>
    </message>
    <message>
        <source>Investigation ended</source>
        <translation>Untersuchung beendet</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Nicht begonnen</translation>
    </message>
    <message numerus="yes">
        <source>In progress: %n step(s) taken</source>
        <translation>
            <numerusform>In Arbeit: %n Schritt getan</numerusform>
            <numerusform>In Arbeit: %n Schritte getan</numerusform>
        </translation>
    </message>
    <message>
        <source> (opened from %1)</source>
        <translation> (geöffnet aus %1)</translation>
    </message>
    <message>
        <source>The lab ships no incident in this version. Open an incident file, or make one on the authoring page.</source>
        <translation>Das Labor liefert in dieser Version keinen Vorfall mit. Öffnen Sie eine Vorfalldatei oder erstellen Sie eine auf der Seite „Erstellen“.</translation>
    </message>
    <message>
        <source>The incident file was refused: %1</source>
        <translation>Die Vorfalldatei wurde abgelehnt: %1</translation>
    </message>
    <message>
        <source>Opened from %1</source>
        <translation>Geöffnet aus %1</translation>
    </message>
    <message>
        <source>Open an incident file</source>
        <translation>Eine Vorfalldatei öffnen</translation>
    </message>
    <message>
        <source>Incident files (*.json)</source>
        <translation>Vorfalldateien (*.json)</translation>
    </message>
    <message>
        <source>the saved incident %1</source>
        <translation>dem gespeicherten Vorfall %1</translation>
    </message>
    <message>
        <source>Incidents on the cluster twin: choose one and investigate it from the twin&apos;s own telemetry, stage by stage, up to its debrief.</source>
        <translation>Vorfälle im Zwilling des Clusters: Wählen Sie einen und untersuchen Sie ihn anhand der Telemetrie des Zwillings, Phase für Phase, bis zur Nachbesprechung.</translation>
    </message>
</context>
<context>
    <name>ailab::labs::operations::InjectionPage</name>
    <message>
        <source>Healthy</source>
        <translation>Gesund</translation>
    </message>
    <message>
        <source>Degraded</source>
        <translation>Beeinträchtigt</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Ausgefallen</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>restarting</source>
        <translation>startet neu</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>checkpointing</source>
        <translation>schreibt Checkpoint</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>GPU utilization</source>
        <translation>GPU-Auslastung</translation>
    </message>
    <message>
        <source>The mean utilisation of every GPU of the cluster (DCGM_FI_DEV_GPU_UTIL), as the twin records it.</source>
        <translation>Die mittlere Auslastung aller GPUs des Clusters (DCGM_FI_DEV_GPU_UTIL), wie der Zwilling sie aufzeichnet.</translation>
    </message>
    <message>
        <source>Running jobs</source>
        <translation>Laufende Jobs</translation>
    </message>
    <message>
        <source>Training jobs taking steps now, of all the cluster&apos;s training jobs.</source>
        <translation>Trainingsjobs, die gerade Schritte rechnen, von allen Trainingsjobs des Clusters.</translation>
    </message>
    <message>
        <source>Cluster health</source>
        <translation>Zustand des Clusters</translation>
    </message>
    <message>
        <source>Failed: servers are out of service or jobs stopped. Degraded: faults act or jobs are slowed. Healthy: neither.</source>
        <translation>Ausgefallen: Server sind außer Betrieb oder Jobs angehalten. Beeinträchtigt: Fehler wirken oder Jobs sind verlangsamt. Gesund: nichts davon.</translation>
    </message>
    <message>
        <source>Training impact</source>
        <translation>Auswirkung aufs Training</translation>
    </message>
    <message>
        <source>The tokens trained against the baseline run: the same cluster without your faults, at the same time. A job more than 1 % slower or behind is slowed.</source>
        <translation>Die trainierten Tokens im Vergleich zum Referenzlauf: derselbe Cluster ohne Ihre Fehler, zur selben Zeit. Ein Job, der mehr als 1 % langsamer ist oder zurückliegt, gilt als verlangsamt.</translation>
    </message>
    <message>
        <source>Failure injection engine</source>
        <translation>Fehlerinjektion</translation>
    </message>
    <message>
        <source>The cluster</source>
        <translation>Der Cluster</translation>
    </message>
    <message>
        <source>Click a component to choose it for a fault.</source>
        <translation>Klicken Sie eine Komponente an, um sie für einen Fehler zu wählen.</translation>
    </message>
    <message>
        <source>Operational event timeline</source>
        <translation>Zeitleiste der Betriebsereignisse</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Steps (baseline)</source>
        <translation>Schritte (Referenz)</translation>
    </message>
    <message>
        <source>Step time (baseline)</source>
        <translation>Schrittzeit (Referenz)</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Consequences for the jobs</source>
        <translation>Folgen für die Jobs</translation>
    </message>
    <message>
        <source>Consequences: each job against the baseline run</source>
        <translation>Folgen: jeder Job im Vergleich zum Referenzlauf</translation>
    </message>
    <message>
        <source>Fault</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Komponente</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Begins</source>
        <translation>Beginnt</translation>
    </message>
    <message>
        <source>Ends</source>
        <translation>Endet</translation>
    </message>
    <message>
        <source>Repair</source>
        <translation>Reparieren</translation>
    </message>
    <message>
        <source>Injected faults</source>
        <translation>Injizierte Fehler</translation>
    </message>
    <message>
        <source>Active and past faults</source>
        <translation>Aktive und vergangene Fehler</translation>
    </message>
    <message>
        <source>Propagation</source>
        <translation>Ausbreitung</translation>
    </message>
    <message>
        <source>The fault, then each effect, from the event log.</source>
        <translation>Der Fehler, dann jede Folge, aus dem Ereignisprotokoll.</translation>
    </message>
    <message>
        <source>Job whose step time the chart shows</source>
        <translation>Job, dessen Schrittzeit das Diagramm zeigt</translation>
    </message>
    <message>
        <source>Step time: live run and baseline</source>
        <translation>Schrittzeit: laufender Lauf und Referenz</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <source>Step time (s)</source>
        <translation>Schrittzeit (s)</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>Live run</source>
        <translation>Laufender Lauf</translation>
    </message>
    <message>
        <source>Baseline (without your faults)</source>
        <translation>Referenz (ohne Ihre Fehler)</translation>
    </message>
    <message>
        <source>Job:</source>
        <translation>Job:</translation>
    </message>
    <message>
        <source>How a fault propagates</source>
        <translation>Wie sich ein Fehler ausbreitet</translation>
    </message>
    <message>
        <source>training impact = tokens trained / tokens of the baseline run at the same time</source>
        <translation>Auswirkung aufs Training = trainierte Tokens / Tokens des Referenzlaufs zur selben Zeit</translation>
    </message>
    <message>
        <source>Slowed</source>
        <translation>Verlangsamt</translation>
    </message>
    <message>
        <source>more than 1 % slower or behind the baseline</source>
        <translation>mehr als 1 % langsamer als die Referenz oder hinter ihr</translation>
    </message>
    <message>
        <source>the twin&apos;s threshold for a slowed job</source>
        <translation>die Schwelle des Zwillings für einen verlangsamten Job</translation>
    </message>
    <message>
        <source>AI Infrastructure Explained, Lab 08: AI Infrastructure Operations &amp; Failure Investigation</source>
        <translation>AI Infrastructure Explained, Lab 08: AI Infrastructure Operations &amp; Failure Investigation</translation>
    </message>
    <message>
        <source>NVIDIA Xid catalogue and DCGM health watches (the GPU faults)</source>
        <translation>NVIDIAs Xid-Katalog und die Health Watches von DCGM (die GPU-Fehler)</translation>
    </message>
    <message>
        <source>Dubey et al., The Llama 3 Herd of Models (2024), Table 5 (failure causes)</source>
        <translation>Dubey et al., The Llama 3 Herd of Models (2024), Tabelle 5 (Ausfallursachen)</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>%1 will begin at %2.</source>
        <translation>%1 beginnt bei %2.</translation>
    </message>
    <message>
        <source>%1 injected.</source>
        <translation>%1 injiziert.</translation>
    </message>
    <message>
        <source>Not injected (%1): %2</source>
        <translation>Nicht injiziert (%1): %2</translation>
    </message>
    <message>
        <source>%1 repaired at %2.</source>
        <translation>%1 repariert bei %2.</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message numerus="yes">
        <source>%n fault(s) acting</source>
        <translation>
            <numerusform>%n Fehler wirkt</numerusform>
            <numerusform>%n Fehler wirken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n server(s) out</source>
        <translation>
            <numerusform>%n Server außer Betrieb</numerusform>
            <numerusform>%n Server außer Betrieb</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) stopped</source>
        <translation>
            <numerusform>%n Job angehalten</numerusform>
            <numerusform>%n Jobs angehalten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) slowed</source>
        <translation>
            <numerusform>%n Job verlangsamt</numerusform>
            <numerusform>%n Jobs verlangsamt</numerusform>
        </translation>
    </message>
    <message>
        <source>All services operational</source>
        <translation>Alle Dienste betriebsbereit</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>% tokens</source>
        <translation>% Tokens</translation>
    </message>
    <message>
        <source>As the baseline run</source>
        <translation>Wie der Referenzlauf</translation>
    </message>
    <message>
        <source>%1 slower, %2 stopped, against the baseline run</source>
        <translation>%1 langsamer, %2 angehalten, im Vergleich zum Referenzlauf</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n Job</numerusform>
            <numerusform>%n Jobs</numerusform>
        </translation>
    </message>
    <message>
        <source> ← caused by %1</source>
        <translation> ← verursacht durch %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (baseline %2)</source>
        <translation>%1 (Referenz %2)</translation>
    </message>
    <message>
        <source>%L1 (%L2)</source>
        <translation>%L1 (%L2)</translation>
    </message>
    <message>
        <source>%1, %L2 %</source>
        <translation>%1, %L2 %</translation>
    </message>
    <message>
        <source>%L1 s</source>
        <translation>%L1 s</translation>
    </message>
    <message>
        <source>not stepping</source>
        <translation>rechnet keine Schritte</translation>
    </message>
    <message>
        <source>%1 (%L2 s)</source>
        <translation>%1 (%L2 s)</translation>
    </message>
    <message>
        <source>, %1%L2 %</source>
        <translation>, %1%L2 %</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Xid %1</source>
        <translation>Xid %1</translation>
    </message>
    <message>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Repair %1</source>
        <translation>%1 reparieren</translation>
    </message>
    <message>
        <source>Inject a fault to see how it propagates.</source>
        <translation>Injizieren Sie einen Fehler, um zu sehen, wie er sich ausbreitet.</translation>
    </message>
    <message>
        <source>%1: not applied yet.</source>
        <translation>%1: noch nicht angewandt.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n line(s) of the event log.</source>
        <translation>
            <numerusform>%1: %n Zeile des Ereignisprotokolls.</numerusform>
            <numerusform>%1: %n Zeilen des Ereignisprotokolls.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 begins</source>
        <translation>%1 beginnt</translation>
    </message>
    <message>
        <source>repaired</source>
        <translation>repariert</translation>
    </message>
    <message>
        <source>%1 ends</source>
        <translation>%1 endet</translation>
    </message>
    <message>
        <source>&lt;p&gt;A fault acts on one part of the cluster; its consequences reach the jobs through the parts that depend on it. A cooling failure warms the rack&apos;s inlet, then its GPUs, which lower their clocks, and every synchronous step waits for the slowest GPU. A link down narrows the fabric, and the all-reduce of a job that spans leaves takes longer. A GPU off the bus takes its server out of service and sends its job back to its last checkpoint.&lt;/p&gt;&lt;p&gt;Each line of the timeline is the twin&apos;s event log; a consequence names the fault it comes from. The baseline run is the same cluster with the same random draws and without your faults, so the difference is what your faults cost.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ein Fehler wirkt auf einen Teil des Clusters; seine Folgen erreichen die Jobs über die Teile, die von ihm abhängen. Ein Kühlungsausfall erwärmt die Zuluft des Racks, dann seine GPUs, die ihre Takte senken, und jeder synchrone Schritt wartet auf die langsamste GPU. Ein ausgefallener Link verengt die Fabric, und das All-Reduce eines Jobs über mehrere Leaves dauert länger. Eine GPU, die vom Bus fällt, nimmt ihren Server außer Betrieb und schickt ihren Job zu seinem letzten Checkpoint zurück.&lt;/p&gt;&lt;p&gt;Jede Zeile der Zeitleiste stammt aus dem Ereignisprotokoll des Zwillings; eine Folge nennt den Fehler, aus dem sie stammt. Der Referenzlauf ist derselbe Cluster mit denselben Zufallszahlen und ohne Ihre Fehler; der Unterschied ist also, was Ihre Fehler kosten.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 Choose any other part from the list.</source>
        <translation>%1 Jedes andere Teil wählen Sie aus der Liste.</translation>
    </message>
</context>
<context>
    <name>ailab::labs::operations::InjectionTexts</name>
    <message>
        <source>GPU Compute</source>
        <translation>GPU-Rechenleistung</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Scheduler</source>
        <translation>Scheduler</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Worker</translation>
    </message>
    <message>
        <source>RoCEv2 Fabric</source>
        <translation>RoCEv2-Fabric</translation>
    </message>
    <message>
        <source>Data Pipeline</source>
        <translation>Datenpipeline</translation>
    </message>
    <message>
        <source>Job Control</source>
        <translation>Jobsteuerung</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Rack</translation>
    </message>
    <message>
        <source>Leaf-spine link</source>
        <translation>Leaf-Spine-Link</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Switch</translation>
    </message>
    <message>
        <source>Fabric routing (ECMP)</source>
        <translation>Routing der Fabric (ECMP)</translation>
    </message>
    <message>
        <source>Storage data servers</source>
        <translation>Datenserver des Speichers</translation>
    </message>
    <message>
        <source>Storage tier</source>
        <translation>Speicherebene</translation>
    </message>
    <message>
        <source>Training job</source>
        <translation>Trainingsjob</translation>
    </message>
    <message>
        <source>%1 %2 · All services operational</source>
        <translation>%1 %2 · Alle Dienste betriebsbereit</translation>
    </message>
    <message>
        <source>%1 %2 · %3</source>
        <translation>%1 %2 · %3</translation>
    </message>
    <message>
        <source>%1 %2 · %3 · %4</source>
        <translation>%1 %2 · %3 · %4</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>The fault %1 is cleared.</source>
        <translation>Der Fehler %1 ist behoben.</translation>
    </message>
    <message>
        <source>The fault %1 acts.</source>
        <translation>Der Fehler %1 wirkt.</translation>
    </message>
    <message>
        <source>The operator applied the response %1.</source>
        <translation>Der Betrieb hat die Maßnahme %1 angewandt.</translation>
    </message>
    <message>
        <source>The job starts on its GPUs.</source>
        <translation>Der Job startet auf seinen GPUs.</translation>
    </message>
    <message>
        <source>The job restarts from its last checkpoint.</source>
        <translation>Der Job startet von seinem letzten Checkpoint neu.</translation>
    </message>
    <message>
        <source>The job wrote a checkpoint.</source>
        <translation>Der Job hat einen Checkpoint geschrieben.</translation>
    </message>
    <message>
        <source>NCCL&apos;s watchdog ended the job: a collective found no path between its ranks.</source>
        <translation>Der Watchdog von NCCL hat den Job beendet: Eine kollektive Operation fand keinen Pfad zwischen seinen Prozessen.</translation>
    </message>
    <message>
        <source>The job&apos;s communication takes longer than before.</source>
        <translation>Die Kommunikation des Jobs dauert länger als zuvor.</translation>
    </message>
    <message>
        <source>The job&apos;s communication is back to its usual time.</source>
        <translation>Die Kommunikation des Jobs braucht wieder ihre übliche Zeit.</translation>
    </message>
    <message>
        <source>The job&apos;s steps wait for their data.</source>
        <translation>Die Schritte des Jobs warten auf ihre Daten.</translation>
    </message>
    <message>
        <source>The job&apos;s data arrives in time again.</source>
        <translation>Die Daten des Jobs kommen wieder rechtzeitig an.</translation>
    </message>
    <message>
        <source>The job finished.</source>
        <translation>Der Job ist fertig.</translation>
    </message>
    <message>
        <source>The job stopped; its work since the last checkpoint is lost.</source>
        <translation>Der Job ist angehalten; seine Arbeit seit dem letzten Checkpoint ist verloren.</translation>
    </message>
    <message>
        <source>The job&apos;s steps slowed down.</source>
        <translation>Die Schritte des Jobs sind langsamer geworden.</translation>
    </message>
    <message>
        <source>The job&apos;s steps are back to full speed.</source>
        <translation>Die Schritte des Jobs laufen wieder mit voller Geschwindigkeit.</translation>
    </message>
    <message>
        <source>The link is out of service.</source>
        <translation>Die Verbindung ist außer Betrieb.</translation>
    </message>
    <message>
        <source>The link is back in service.</source>
        <translation>Die Verbindung ist wieder in Betrieb.</translation>
    </message>
    <message>
        <source>The service lost a replica.</source>
        <translation>Der Dienst hat ein Replikat verloren.</translation>
    </message>
    <message>
        <source>The service placed a replica.</source>
        <translation>Der Dienst hat ein Replikat platziert.</translation>
    </message>
    <message>
        <source>A random failure, at the rate published measurements give.</source>
        <translation>Ein zufälliger Ausfall, mit der Rate aus veröffentlichten Messungen.</translation>
    </message>
    <message>
        <source>GPUs lower their clocks to stay within power or heat.</source>
        <translation>GPUs senken ihre Takte, um innerhalb der Leistungs- oder Wärmegrenze zu bleiben.</translation>
    </message>
    <message>
        <source>The GPUs&apos; clocks are back to normal.</source>
        <translation>Die Takte der GPUs sind wieder normal.</translation>
    </message>
    <message>
        <source>A GPU shut down to protect itself from heat.</source>
        <translation>Eine GPU hat sich zum Schutz vor Hitze abgeschaltet.</translation>
    </message>
    <message>
        <source>The rack&apos;s power feed tripped.</source>
        <translation>Die Stromzufuhr des Racks hat ausgelöst.</translation>
    </message>
    <message>
        <source>The rack&apos;s inlet air is warmer than ASHRAE&apos;s recommended range.</source>
        <translation>Die Zuluft des Racks ist wärmer als der von ASHRAE empfohlene Bereich.</translation>
    </message>
    <message>
        <source>The rack&apos;s inlet air is within the recommended range again.</source>
        <translation>Die Zuluft des Racks ist wieder im empfohlenen Bereich.</translation>
    </message>
    <message>
        <source>The rack makes more heat than its cooling removes.</source>
        <translation>Das Rack erzeugt mehr Wärme, als seine Kühlung abführt.</translation>
    </message>
    <message>
        <source>The rack&apos;s cooling removes its heat again.</source>
        <translation>Die Kühlung des Racks führt seine Wärme wieder ab.</translation>
    </message>
    <message>
        <source>The job&apos;s collective waits for a path between its ranks, until NCCL&apos;s watchdog ends it.</source>
        <translation>Die kollektive Operation des Jobs wartet auf einen Pfad zwischen seinen Prozessen, bis der Watchdog von NCCL ihn beendet.</translation>
    </message>
</context>
<context>
    <name>ailab::labs::operations::OperationsLab</name>
    <message>
        <source>Operations</source>
        <translation>Betrieb</translation>
    </message>
    <message>
        <source>Operate a whole simulated cluster: watch its dashboard, inject failures and follow their consequences, and investigate incidents from the cluster&apos;s own telemetry.</source>
        <translation>Betreiben Sie einen ganzen simulierten Cluster: Beobachten Sie sein Dashboard, injizieren Sie Fehler und verfolgen Sie ihre Folgen, und untersuchen Sie Vorfälle anhand der Telemetrie des Clusters.</translation>
    </message>
    <message>
        <source>Operations lab modes</source>
        <translation>Modi des Betriebslabors</translation>
    </message>
    <message>
        <source>&amp;Dashboard</source>
        <translation>Dash&amp;board</translation>
    </message>
    <message>
        <source>Failure &amp;injection</source>
        <translation>Fehler&amp;injektion</translation>
    </message>
    <message>
        <source>In&amp;cidents</source>
        <translation>&amp;Vorfälle</translation>
    </message>
    <message>
        <source>Au&amp;thoring</source>
        <translation>Ers&amp;tellen</translation>
    </message>
    <message>
        <source>&amp;Power and cooling</source>
        <translation>&amp;Energie und Kühlung</translation>
    </message>
    <message>
        <source>Security and is&amp;olation</source>
        <translation>Sicherheit und Is&amp;olation</translation>
    </message>
    <message>
        <source>R&amp;esilience</source>
        <translation>Res&amp;ilienz</translation>
    </message>
</context>
<context>
    <name>ailab::labs::operations::PowerPage</name>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>%1+ kW</source>
        <translation>%1+ kW</translation>
    </message>
    <message>
        <source>up to %1 kW</source>
        <translation>bis %1 kW</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <source>The course&apos;s rack: power, heat and cooling</source>
        <translation>Das Rack des Kurses: Leistung, Wärme und Kühlung</translation>
    </message>
    <message>
        <source>Servers in the rack</source>
        <translation>Server im Rack</translation>
    </message>
    <message>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <source>Average power per server</source>
        <translation>Mittlere Leistung je Server</translation>
    </message>
    <message>
        <source>Servers in the rack:</source>
        <translation>Server im Rack:</translation>
    </message>
    <message>
        <source>Average power per server:</source>
        <translation>Mittlere Leistung je Server:</translation>
    </message>
    <message>
        <source>Rack power</source>
        <translation>Rack-Leistung</translation>
    </message>
    <message>
        <source>Servers × average power per server: the servers&apos; electrical power only (switches, conversion losses and cooling come on top).</source>
        <translation>Server × mittlere Leistung je Server: nur die elektrische Leistung der Server (Switches, Wandlungsverluste und Kühlung kommen hinzu).</translation>
    </message>
    <message>
        <source>Heat to remove</source>
        <translation>Abzuführende Wärme</translation>
    </message>
    <message>
        <source>Nearly all of the power becomes heat: 1 W = 3.412142 BTU/h (NIST SP 811).</source>
        <translation>Fast die gesamte Leistung wird zu Wärme: 1 W = 3,412142 BTU/h (NIST SP 811).</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>Kühlung</translation>
    </message>
    <message>
        <source>Tons of refrigeration: 1 ton = 12,000 BTU/h = 3.516853 kW (NIST SP 811).</source>
        <translation>Tonnen Kälteleistung: 1 Tonne = 12.000 BTU/h = 3,516853 kW (NIST SP 811).</translation>
    </message>
    <message>
        <source>Cooling it needs</source>
        <translation>Nötige Kühlung</translation>
    </message>
    <message>
        <source>The first technology of the course&apos;s cooling table whose rack limit covers this rack&apos;s power.</source>
        <translation>Die erste Technik der Kühlungstabelle des Kurses, deren Rack-Grenze die Leistung dieses Racks abdeckt.</translation>
    </message>
    <message>
        <source>Cooling technologies: the course&apos;s table and published figures</source>
        <translation>Kühltechniken: die Tabelle des Kurses und veröffentlichte Zahlen</translation>
    </message>
    <message>
        <source>Technology</source>
        <translation>Technologie</translation>
    </message>
    <message>
        <source>Rack limit</source>
        <translation>Rack-Grenze</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Infrastructure change</source>
        <translation>Umbau der Infrastruktur</translation>
    </message>
    <message>
        <source>Cooling technologies</source>
        <translation>Kühltechniken</translation>
    </message>
    <message>
        <source>The cluster&apos;s racks now</source>
        <translation>Die Racks des Clusters jetzt</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Rack</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>Inlet</source>
        <translation>Zuluft</translation>
    </message>
    <message>
        <source>Cooling installed</source>
        <translation>Eingebaute Kühlung</translation>
    </message>
    <message>
        <source>Removing now</source>
        <translation>Führt jetzt ab</translation>
    </message>
    <message>
        <source>Density needs</source>
        <translation>Dichte braucht</translation>
    </message>
    <message>
        <source>The cluster&apos;s racks</source>
        <translation>Die Racks des Clusters</translation>
    </message>
    <message>
        <source>A cooling fault, followed through</source>
        <translation>Ein Kühlungsausfall, verfolgt bis zum Job</translation>
    </message>
    <message>
        <source>Cooling fault:</source>
        <translation>Kühlungsausfall:</translation>
    </message>
    <message>
        <source>Cooling fault to follow</source>
        <translation>Zu verfolgender Kühlungsausfall</translation>
    </message>
    <message>
        <source>The fault&apos;s chain in figures</source>
        <translation>Die Kette des Ausfalls in Zahlen</translation>
    </message>
    <message>
        <source>Power, heat and cooling</source>
        <translation>Leistung, Wärme und Kühlung</translation>
    </message>
    <message>
        <source>&lt;p&gt;Nearly all the electrical power a server draws becomes heat, which the cooling must remove: a rack&apos;s power is its heat. The course&apos;s rack of eight servers at 8 kW draws 64 kW, about 218,400 BTU/h. Each cooling technology removes up to a rack limit; a denser rack needs the next one. PUE, facility power over IT power, says what the cooling and the power chain cost on top.&lt;/p&gt;&lt;p&gt;When a rack&apos;s cooling fails, the heat it no longer removes warms the rack&apos;s inlet; its GPUs follow the inlet, and at their maximum operating temperature the driver lowers their clocks to hold them there. A synchronous training job waits for its slowest GPU at every step, so the job slows down while the fabric and the storage stay healthy: the course&apos;s &quot;thermal problems can reduce performance even when the application and network remain healthy&quot; (section 08.6).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Fast die gesamte elektrische Leistung, die ein Server aufnimmt, wird zu Wärme, die die Kühlung abführen muss: Die Leistung eines Racks ist seine Wärme. Das Rack des Kurses mit acht Servern zu je 8 kW nimmt 64 kW auf, rund 218.400 BTU/h. Jede Kühltechnik schafft bis zu einer Rack-Grenze; ein dichteres Rack braucht die nächste. Die PUE, Gesamtleistung der Anlage durch IT-Leistung, sagt, was Kühlung und Stromversorgung obendrein kosten.&lt;/p&gt;&lt;p&gt;Fällt die Kühlung eines Racks aus, erwärmt die Wärme, die sie nicht mehr abführt, die Zuluft des Racks; seine GPUs folgen der Zuluft, und bei ihrer höchsten Betriebstemperatur senkt der Treiber ihre Takte, um sie dort zu halten. Ein synchroner Trainingsjob wartet bei jedem Schritt auf seine langsamste GPU, also wird der Job langsamer, während Fabric und Speicher gesund bleiben: „Thermische Probleme können die Leistung mindern, selbst wenn Anwendung und Netzwerk gesund bleiben“ (Kurs, Abschnitt 08.6).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Q = P; BTU/h = W × 3.412142; tons = W / 3,516.853; PUE = facility power / IT power; T_GPU → T_inlet + R_th × P</source>
        <translation>Q = P; BTU/h = W × 3,412142; Tonnen = W / 3.516,853; PUE = Gesamtleistung / IT-Leistung; T_GPU → T_Zuluft + R_th × P</translation>
    </message>
    <message>
        <source>1 W</source>
        <translation>1 W</translation>
    </message>
    <message>
        <source>3.412142 BTU/h</source>
        <translation>3,412142 BTU/h</translation>
    </message>
    <message>
        <source>NIST SP 811 (2008), Appendix B.8: 1 Btu_IT/h = 0.2930711 W</source>
        <translation>NIST SP 811 (2008), Anhang B.8: 1 Btu_IT/h = 0,2930711 W</translation>
    </message>
    <message>
        <source>1 ton of refrigeration</source>
        <translation>1 Tonne Kälteleistung</translation>
    </message>
    <message>
        <source>12,000 BTU/h = 3.516853 kW</source>
        <translation>12.000 BTU/h = 3,516853 kW</translation>
    </message>
    <message>
        <source>NIST SP 811 (2008), Appendix B.8</source>
        <translation>NIST SP 811 (2008), Anhang B.8</translation>
    </message>
    <message>
        <source>Rack limits and PUE ranges</source>
        <translation>Rack-Grenzen und PUE-Bereiche</translation>
    </message>
    <message>
        <source>the course&apos;s cooling table</source>
        <translation>die Kühlungstabelle des Kurses</translation>
    </message>
    <message>
        <source>AI Infrastructure Explained, System Architecture; published figures beside them</source>
        <translation>AI Infrastructure Explained, System Architecture; veröffentlichte Zahlen daneben</translation>
    </message>
    <message>
        <source>Recommended inlet</source>
        <translation>Empfohlene Zuluft</translation>
    </message>
    <message>
        <source>18 to 27 °C</source>
        <translation>18 bis 27 °C</translation>
    </message>
    <message>
        <source>ASHRAE TC 9.9 (2021), classes A1 to A4</source>
        <translation>ASHRAE TC 9.9 (2021), Klassen A1 bis A4</translation>
    </message>
    <message>
        <source>Inlet and GPU time constants</source>
        <translation>Zeitkonstanten von Zuluft und GPU</translation>
    </message>
    <message>
        <source>60 s and 30 s</source>
        <translation>60 s und 30 s</translation>
    </message>
    <message>
        <source>the twin&apos;s facility model</source>
        <translation>das Anlagenmodell des Zwillings</translation>
    </message>
    <message>
        <source>AI Infrastructure Explained, section 08.6: Power Density, Cooling, and AI Cluster Reliability</source>
        <translation>AI Infrastructure Explained, Abschnitt 08.6: Power Density, Cooling, and AI Cluster Reliability</translation>
    </message>
    <message>
        <source>NIST Special Publication 811 (2008), Guide for the Use of the International System of Units, Appendix B.8</source>
        <translation>NIST Special Publication 811 (2008), Guide for the Use of the International System of Units, Anhang B.8</translation>
    </message>
    <message>
        <source>The Green Grid: PUE, a comprehensive examination of the metric</source>
        <translation>The Green Grid: PUE, a comprehensive examination of the metric</translation>
    </message>
    <message>
        <source>NVIDIA DGX H100 datasheet: 10.2 kW maximum system power</source>
        <translation>Datenblatt NVIDIA DGX H100: 10,2 kW höchste Systemleistung</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>BTU/h</source>
        <translation>BTU/h</translation>
    </message>
    <message>
        <source>%1 kW of heat</source>
        <translation>%1 kW Wärme</translation>
    </message>
    <message>
        <source>tons</source>
        <translation>Tonnen</translation>
    </message>
    <message>
        <source>of refrigeration</source>
        <translation>Kälteleistung</translation>
    </message>
    <message>
        <source>beyond every limit of the course&apos;s table</source>
        <translation>jenseits jeder Grenze der Tabelle des Kurses</translation>
    </message>
    <message>
        <source>rack limit %1</source>
        <translation>Rack-Grenze %1</translation>
    </message>
    <message>
        <source>%1 (this rack)</source>
        <translation>%1 (dieses Rack)</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <extracomment>A PUE range: %1 lowest, %2 highest</extracomment>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>Heat the cooling removes now of the rack&apos;s heat: %1 removed, %2 the rack&apos;s heat</extracomment>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1: denser than its cooling&apos;s limit</source>
        <extracomment>The rack is denser than its cooling&apos;s limit: %1 the technology it needs</extracomment>
        <translation>%1: dichter als die Grenze seiner Kühlung</translation>
    </message>
    <message>
        <source>Power (kW)</source>
        <translation>Leistung (kW)</translation>
    </message>
    <message>
        <source>Rack inlet temperature</source>
        <translation>Zulufttemperatur des Racks</translation>
    </message>
    <message>
        <source>Inlet (°C)</source>
        <translation>Zuluft (°C)</translation>
    </message>
    <message>
        <source>ASHRAE recommended maximum</source>
        <translation>ASHRAE-Empfehlung, Höchstwert</translation>
    </message>
    <message>
        <source>%1 loses its cooling at %2 s</source>
        <extracomment>A cooling fault: %1 the rack, %2 the time it began in s</extracomment>
        <translation>%1 verliert seine Kühlung bei %2 s</translation>
    </message>
    <message>
        <source>No cooling fault has acted yet. Open the preset &quot;A rack loses its cooling&quot; (File, Presets) and press Play, or inject a cooling failure on a rack on the failure injection page: the chain below then follows it.</source>
        <translation>Noch hat kein Kühlungsausfall gewirkt. Öffnen Sie die Voreinstellung „Ein Rack verliert seine Kühlung“ (Datei, Voreinstellungen) und drücken Sie Abspielen, oder lösen Sie auf der Seite „Fehlerinjektion“ einen Kühlungsausfall an einem Rack aus: Die Kette unten verfolgt ihn dann.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Waiting for a cooling fault.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Warte auf einen Kühlungsausfall.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>1. The rack&apos;s inlet temperature</source>
        <translation>1. Die Zulufttemperatur des Racks</translation>
    </message>
    <message>
        <source>2. Its hottest GPU&apos;s temperature</source>
        <translation>2. Die Temperatur seiner heißesten GPU</translation>
    </message>
    <message>
        <source>Temperature (°C)</source>
        <translation>Temperatur (°C)</translation>
    </message>
    <message>
        <source>3. Its slowest GPU&apos;s SM clock</source>
        <translation>3. Der SM-Takt seiner langsamsten GPU</translation>
    </message>
    <message>
        <source>SM clock (MHz)</source>
        <translation>SM-Takt (MHz)</translation>
    </message>
    <message>
        <source>4. The step time of its jobs</source>
        <translation>4. Die Schrittzeit seiner Jobs</translation>
    </message>
    <message>
        <source>Step time (s)</source>
        <translation>Schrittzeit (s)</translation>
    </message>
    <message>
        <source>GPU %1 (server%2)</source>
        <extracomment>A GPU with its server, e.g. &quot;GPU 3 (server0)&quot;</extracomment>
        <translation>GPU %1 (server%2)</translation>
    </message>
    <message>
        <source>GPU Max Operating Temp</source>
        <translation>GPU Max Operating Temp</translation>
    </message>
    <message>
        <source>GPU Slowdown Temp</source>
        <translation>GPU Slowdown Temp</translation>
    </message>
    <message>
        <source>cooling fault</source>
        <extracomment>The fault on the chain&apos;s charts: %1 the share of cooling lost, %2 the rack</extracomment>
        <translation>Kühlungsausfall</translation>
    </message>
    <message>
        <source>%1 % of %2&apos;s cooling lost</source>
        <translation>%1 % der Kühlung von %2 verloren</translation>
    </message>
    <message>
        <source>repaired</source>
        <translation>repariert</translation>
    </message>
    <message>
        <source>%1&apos;s cooling back</source>
        <translation>Kühlung von %1 wieder da</translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <translation>von %1 auf %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 lost %2 % of its cooling at %3 s.&lt;/b&gt;</source>
        <extracomment>%1 rack, %2 share of cooling lost, %3 time in s</extracomment>
        <translation>&lt;b&gt;%1 hat %2 % seiner Kühlung bei %3 s verloren.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>1. Its inlet rose %1 °C (+%2 K).</source>
        <translation>1. Seine Zuluft stieg %1 °C (+%2 K).</translation>
    </message>
    <message>
        <source>2. Its hottest GPU, GPU %1, warmed %2 °C.</source>
        <translation>2. Seine heißeste GPU, GPU %1, erwärmte sich %2 °C.</translation>
    </message>
    <message>
        <source>3. Its slowest SM clock fell %1 MHz (%2 %).</source>
        <translation>3. Sein langsamster SM-Takt fiel %1 MHz (%2 %).</translation>
    </message>
    <message>
        <source>%1&apos;s step %2 s (+%3 %)</source>
        <extracomment>A job&apos;s step time: %1 job, %2 &quot;from a to b&quot;, %3 relative change in %</extracomment>
        <translation>der Schritt von %1 %2 s (+%3 %)</translation>
    </message>
    <message>
        <source>4. The jobs on its GPUs slowed: %1.</source>
        <translation>4. Die Jobs auf seinen GPUs wurden langsamer: %1.</translation>
    </message>
    <message>
        <source>Meanwhile the fabric is %1 and the storage %2: the jobs slowed for thermal reasons alone.</source>
        <translation>Die Fabric ist dabei %1 und der Speicher %2: Die Jobs wurden allein aus thermischen Gründen langsamer.</translation>
    </message>
    <message>
        <source>Meanwhile the fabric is %1 and the storage %2: not all of the slowdown is thermal.</source>
        <translation>Die Fabric ist dabei %1 und der Speicher %2: Nicht die ganze Verlangsamung ist thermisch.</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s) × %1 = %2 ≈ %3 BTU/h = %4 tons of refrigeration. This is the servers&apos; power only: rack switches, conversion losses and the cooling itself come on top.</source>
        <extracomment>The course&apos;s calculation: %n servers, %1 power per server, %2 rack power, %3 BTU/h, %4 tons</extracomment>
        <translation>
            <numerusform>%n Server × %1 = %2 ≈ %3 BTU/h = %4 Tonnen Kälteleistung. Das ist nur die Leistung der Server: Rack-Switches, Wandlungsverluste und die Kühlung selbst kommen hinzu.</numerusform>
            <numerusform>%n Server × %1 = %2 ≈ %3 BTU/h = %4 Tonnen Kälteleistung. Das ist nur die Leistung der Server: Rack-Switches, Wandlungsverluste und die Kühlung selbst kommen hinzu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Published figures beside the course&apos;s table</source>
        <translation>Veröffentlichte Zahlen neben der Tabelle des Kurses</translation>
    </message>
    <message>
        <source>&lt;li&gt;&lt;b&gt;%1&lt;/b&gt;: %2 &lt;i&gt;(%3)&lt;/i&gt;&lt;/li&gt;</source>
        <extracomment>A published figure beside the course&apos;s table: %1 technology, %2 figure, %3 source</extracomment>
        <translation>&lt;li&gt;&lt;b&gt;%1&lt;/b&gt;: %2 &lt;i&gt;(%3)&lt;/i&gt;&lt;/li&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Published figures beside the course&apos;s table, which gives no source:&lt;/p&gt;&lt;ul&gt;%1&lt;/ul&gt;</source>
        <translation>&lt;p&gt;Veröffentlichte Zahlen neben der Tabelle des Kurses, die keine Quelle nennt:&lt;/p&gt;&lt;ul&gt;%1&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>%1: covered</source>
        <translation>%1: abgedeckt</translation>
    </message>
</context>
<context>
    <name>ailab::labs::operations::PropagationDrawing</name>
    <message>
        <source>%1 after the fault</source>
        <translation>%1 nach dem Fehler</translation>
    </message>
</context>
<context>
    <name>ailab::labs::operations::ResiliencePage</name>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Blocking (one writer)</source>
        <translation>Blockierend (ein Schreiber)</translation>
    </message>
    <message>
        <source>Asynchronous</source>
        <translation>Asynchron</translation>
    </message>
    <message>
        <source>Sharded (every rank writes)</source>
        <translation>Verteilt (jeder Rang schreibt)</translation>
    </message>
    <message>
        <source>The course&apos;s recovery simulator</source>
        <translation>Der Wiederherstellungssimulator des Kurses</translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation>Checkpoint-Intervall</translation>
    </message>
    <message>
        <source>Restart time</source>
        <translation>Neustartzeit</translation>
    </message>
    <message>
        <source>Time since the last checkpoint</source>
        <translation>Zeit seit dem letzten Checkpoint</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source>not given</source>
        <extracomment>The job&apos;s training so far when the learner has not given it</extracomment>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <source>Training so far</source>
        <translation>Bisheriges Training</translation>
    </message>
    <message>
        <source>The last checkpoint is usable</source>
        <translation>Der letzte Checkpoint ist verwendbar</translation>
    </message>
    <message>
        <source>Checkpoint interval:</source>
        <translation>Checkpoint-Intervall:</translation>
    </message>
    <message>
        <source>Restart time:</source>
        <translation>Neustartzeit:</translation>
    </message>
    <message>
        <source>Since the last checkpoint:</source>
        <translation>Seit dem letzten Checkpoint:</translation>
    </message>
    <message>
        <source>Training so far:</source>
        <translation>Bisheriges Training:</translation>
    </message>
    <message>
        <source>Progress lost</source>
        <translation>Verlorener Fortschritt</translation>
    </message>
    <message>
        <source>With a usable checkpoint: the training since the last successful checkpoint.</source>
        <translation>Mit verwendbarem Checkpoint: das Training seit dem letzten erfolgreichen Checkpoint.</translation>
    </message>
    <message>
        <source>Restart + recomputation</source>
        <translation>Neustart + Neuberechnung</translation>
    </message>
    <message>
        <source>The restart time, then the lost progress computed again: how long until the job is back where it was.</source>
        <translation>Die Neustartzeit, dann der verlorene Fortschritt noch einmal berechnet: so lange, bis der Job wieder dort ist, wo er war.</translation>
    </message>
    <message>
        <source>Progress saved by checkpoint</source>
        <translation>Durch den Checkpoint gesichert</translation>
    </message>
    <message>
        <source>The training so far minus the progress lost.</source>
        <translation>Das bisherige Training abzüglich des verlorenen Fortschritts.</translation>
    </message>
    <message>
        <source>Without a usable checkpoint</source>
        <translation>Ohne verwendbaren Checkpoint</translation>
    </message>
    <message>
        <source>The progress lost when the job must restart from the beginning: all of its training so far.</source>
        <translation>Der verlorene Fortschritt, wenn der Job von vorn beginnen muss: sein gesamtes bisheriges Training.</translation>
    </message>
    <message>
        <source>Recovery status</source>
        <translation>Wiederherstellungsstatus</translation>
    </message>
    <message>
        <source>Simulated failure events</source>
        <translation>Simulierte Ausfälle</translation>
    </message>
    <message>
        <source>Simulate &amp;a failure</source>
        <translation>Ausfall &amp;simulieren</translation>
    </message>
    <message>
        <source>Recovery simulation progress</source>
        <translation>Fortschritt der simulierten Wiederherstellung</translation>
    </message>
    <message>
        <source>&lt;i&gt;The course&apos;s simplified deterministic model: one failure, a fixed restart time and a full-job restart; no failure strikes during the recovery. The long run below drops these assumptions.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Das vereinfachte deterministische Modell des Kurses: ein Ausfall, eine feste Neustartzeit und ein Neustart des ganzen Jobs; während der Wiederherstellung fällt nichts aus. Der Langzeitlauf darunter verzichtet auf diese Annahmen.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>A long run of a job with random failures</source>
        <translation>Ein Langzeitlauf eines Jobs mit zufälligen Ausfällen</translation>
    </message>
    <message>
        <source>Training job</source>
        <translation>Trainingsjob</translation>
    </message>
    <message>
        <source>Checkpoint mode</source>
        <translation>Checkpoint-Modus</translation>
    </message>
    <message>
        <source> days</source>
        <translation> Tage</translation>
    </message>
    <message>
        <source>Length of each run</source>
        <translation>Länge jedes Laufs</translation>
    </message>
    <message>
        <source>Runs per interval</source>
        <translation>Läufe je Intervall</translation>
    </message>
    <message>
        <source>&amp;Job:</source>
        <translation>&amp;Job:</translation>
    </message>
    <message>
        <source>Checkpoint m&amp;ode:</source>
        <translation>Checkpoint-&amp;Modus:</translation>
    </message>
    <message>
        <source>Each run:</source>
        <translation>Jeder Lauf:</translation>
    </message>
    <message>
        <source>Ru&amp;ns per interval:</source>
        <translation>Läufe je I&amp;ntervall:</translation>
    </message>
    <message>
        <source>R&amp;un</source>
        <translation>A&amp;usführen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Progress of the long run</source>
        <translation>Fortschritt des Langzeitlaufs</translation>
    </message>
    <message>
        <source>The job, its checkpoint and its failures</source>
        <translation>Der Job, sein Checkpoint und seine Ausfälle</translation>
    </message>
    <message>
        <source>Mean time between failures</source>
        <translation>Mittlere Zeit zwischen Ausfällen</translation>
    </message>
    <message>
        <source>Of the job&apos;s GPUs, servers, network links and software, at the rates of the Llama 3 paper&apos;s 54-day snapshot (Table 5).</source>
        <translation>Der GPUs, Server, Netzwerkverbindungen und Software des Jobs, mit den Raten aus dem 54-Tage-Ausschnitt des Llama-3-Papers (Tabelle 5).</translation>
    </message>
    <message>
        <source>Checkpoint stall</source>
        <translation>Checkpoint-Pause</translation>
    </message>
    <message>
        <source>What training waits for at each checkpoint, from the job&apos;s storage: the whole write when blocking or sharded, the copy to host memory when asynchronous.</source>
        <translation>Worauf das Training bei jedem Checkpoint wartet, aus dem Speicher des Jobs: das ganze Schreiben bei blockierendem oder verteiltem Checkpoint, die Kopie in den Hauptspeicher bei asynchronem.</translation>
    </message>
    <message>
        <source>Young&apos;s interval</source>
        <translation>Intervall nach Young</translation>
    </message>
    <message>
        <source>τ = √(2 δ M), Young (1974).</source>
        <translation>τ = √(2 δ M), Young (1974).</translation>
    </message>
    <message>
        <source>Daly&apos;s interval</source>
        <translation>Intervall nach Daly</translation>
    </message>
    <message>
        <source>τ = √(2 δ M) [1 + √(δ / 2M) / 3 + δ / 18M] − δ, Daly (2006).</source>
        <translation>τ = √(2 δ M) [1 + √(δ / 2M) / 3 + δ / 18M] − δ, Daly (2006).</translation>
    </message>
    <message>
        <source>Best effective training time</source>
        <translation>Beste effektive Trainingszeit</translation>
    </message>
    <message>
        <source>The highest mean over the runs among the intervals tried, and its interval.</source>
        <translation>Der höchste Mittelwert über die Läufe unter den versuchten Intervallen, und sein Intervall.</translation>
    </message>
    <message>
        <source>Status of the long run</source>
        <translation>Status des Langzeitlaufs</translation>
    </message>
    <message>
        <source>Effective training time against the checkpoint interval</source>
        <translation>Effektive Trainingszeit über dem Checkpoint-Intervall</translation>
    </message>
    <message>
        <source>Checkpoint interval (min)</source>
        <translation>Checkpoint-Intervall (min)</translation>
    </message>
    <message>
        <source>Effective training time (%)</source>
        <translation>Effektive Trainingszeit (%)</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>Daly&apos;s closed form</source>
        <translation>Geschlossene Form nach Daly</translation>
    </message>
    <message>
        <source>Where the rest of the time goes</source>
        <translation>Wohin der Rest der Zeit geht</translation>
    </message>
    <message>
        <source>Share of wall time (%)</source>
        <translation>Anteil an der Gesamtzeit (%)</translation>
    </message>
    <message>
        <source>Lost work</source>
        <translation>Verlorene Arbeit</translation>
    </message>
    <message>
        <source>Restarts</source>
        <translation>Neustarts</translation>
    </message>
    <message>
        <source>Checkpoint stalls</source>
        <translation>Checkpoint-Pausen</translation>
    </message>
    <message>
        <source>One run at the best interval</source>
        <translation>Ein Lauf beim besten Intervall</translation>
    </message>
    <message>
        <source>Time (days)</source>
        <translation>Zeit (Tage)</translation>
    </message>
    <message>
        <source>Training kept (days)</source>
        <translation>Behaltenes Training (Tage)</translation>
    </message>
    <message>
        <source>days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>Training kept</source>
        <translation>Behaltenes Training</translation>
    </message>
    <message>
        <source>Without failures or checkpoints</source>
        <translation>Ohne Ausfälle und Checkpoints</translation>
    </message>
    <message>
        <source>A larger job: Daly&apos;s interval</source>
        <translation>Ein größerer Job: Intervall nach Daly</translation>
    </message>
    <message>
        <source>GPUs in the job</source>
        <translation>GPUs im Job</translation>
    </message>
    <message>
        <source>Interval (min)</source>
        <translation>Intervall (min)</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>A larger job: effective training time at Daly&apos;s interval</source>
        <translation>Ein größerer Job: effektive Trainingszeit beim Intervall nach Daly</translation>
    </message>
    <message>
        <source>The long run beside the published figures</source>
        <translation>Der Langzeitlauf neben den veröffentlichten Zahlen</translation>
    </message>
    <message>
        <source>Resilience and recovery</source>
        <translation>Resilienz und Wiederherstellung</translation>
    </message>
    <message>
        <source>&lt;p&gt;A synchronous training job stops whenever one of its parts fails, and goes back to its last usable checkpoint: the training since is lost, and the restart costs time on every GPU. Checkpointing more often loses less per failure but stalls training more often. Young&apos;s and Daly&apos;s intervals balance the two for a checkpoint&apos;s cost δ and a mean time between failures M.&lt;/p&gt;&lt;p&gt;A job of many GPUs fails often: the Llama 3 paper counted 419 unexpected interruptions in 54 days on 16,384 GPUs, one every three hours. The long run draws failures at those rates for the job&apos;s own GPUs, servers, links and software, and plays checkpoints, failures and restarts for many runs. An asynchronous checkpoint stalls training only for the copy to host memory, but is usable only once its write has finished; Young&apos;s and Daly&apos;s formulas see only the stall.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ein synchroner Trainingsjob hält an, sobald einer seiner Teile ausfällt, und kehrt zu seinem letzten verwendbaren Checkpoint zurück: Das Training seitdem ist verloren, und der Neustart kostet Zeit auf jeder GPU. Häufigere Checkpoints verlieren weniger je Ausfall, halten das Training aber öfter an. Die Intervalle nach Young und Daly wägen beides ab, für die Kosten δ eines Checkpoints und eine mittlere Zeit M zwischen Ausfällen.&lt;/p&gt;&lt;p&gt;Ein Job auf vielen GPUs fällt oft aus: Das Llama-3-Paper zählte 419 unerwartete Unterbrechungen in 54 Tagen auf 16.384 GPUs, eine alle drei Stunden. Der Langzeitlauf zieht Ausfälle mit diesen Raten für die eigenen GPUs, Server, Verbindungen und die Software des Jobs und spielt Checkpoints, Ausfälle und Neustarts in vielen Läufen durch. Ein asynchroner Checkpoint hält das Training nur für die Kopie in den Hauptspeicher an, ist aber erst verwendbar, wenn sein Schreiben beendet ist; die Formeln von Young und Daly sehen nur die Pause.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Effective = τ / (M e^{R/M} (e^{(τ+δ)/M} − 1)); τ_Young = √(2 δ M); τ_Daly = √(2 δ M) [1 + √(δ/2M)/3 + δ/18M] − δ</source>
        <translation>Effektiv = τ / (M e^{R/M} (e^{(τ+δ)/M} − 1)); τ_Young = √(2 δ M); τ_Daly = √(2 δ M) [1 + √(δ/2M)/3 + δ/18M] − δ</translation>
    </message>
    <message>
        <source>Failure rates</source>
        <translation>Ausfallraten</translation>
    </message>
    <message>
        <source>419 interruptions in 54 days on 16,384 GPUs</source>
        <translation>419 Unterbrechungen in 54 Tagen auf 16.384 GPUs</translation>
    </message>
    <message>
        <source>Dubey et al., The Llama 3 Herd of Models (2024), section 3.3.4 and Table 5</source>
        <translation>Dubey et al., The Llama 3 Herd of Models (2024), Abschnitt 3.3.4 und Tabelle 5</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neustart</translation>
    </message>
    <message>
        <source>the scenario&apos;s restart time (10 min by default)</source>
        <translation>die Neustartzeit des Szenarios (standardmäßig 10 min)</translation>
    </message>
    <message>
        <source>the scenario; the course&apos;s 10 min</source>
        <translation>das Szenario; die 10 min des Kurses</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>Checkpoint</translation>
    </message>
    <message>
        <source>14 B per parameter through the job&apos;s storage</source>
        <translation>14 B je Parameter über den Speicher des Jobs</translation>
    </message>
    <message>
        <source>Rajbhandari et al. (2020); the storage lab&apos;s checkpoint model</source>
        <translation>Rajbhandari et al. (2020); das Checkpoint-Modell des Speicherlabors</translation>
    </message>
    <message>
        <source>Failures during a restart</source>
        <translation>Ausfälle während eines Neustarts</translation>
    </message>
    <message>
        <source>start the restart again</source>
        <translation>beginnen den Neustart von vorn</translation>
    </message>
    <message>
        <source>Daly (2006), as his closed form assumes</source>
        <translation>Daly (2006), wie seine geschlossene Form annimmt</translation>
    </message>
    <message>
        <source>AI Infrastructure Explained, Lab 08: Resilience &amp; Recovery Simulator</source>
        <translation>AI Infrastructure Explained, Lab 08: Resilience &amp; Recovery Simulator</translation>
    </message>
    <message>
        <source>J. W. Young, A first order approximation to the optimum checkpoint interval, CACM 17(9), 1974</source>
        <translation>J. W. Young, A first order approximation to the optimum checkpoint interval, CACM 17(9), 1974</translation>
    </message>
    <message>
        <source>J. T. Daly, A higher order estimate of the optimum checkpoint interval for restart dumps, FGCS 22(3), 2006</source>
        <translation>J. T. Daly, A higher order estimate of the optimum checkpoint interval for restart dumps, FGCS 22(3), 2006</translation>
    </message>
    <message>
        <source>A. Grattafiori, A. Dubey et al., The Llama 3 Herd of Models, 2024, section 3.3.4</source>
        <translation>A. Grattafiori, A. Dubey et al., The Llama 3 Herd of Models, 2024, Abschnitt 3.3.4</translation>
    </message>
    <message>
        <source>The training so far is shorter than the time since the checkpoint.</source>
        <translation>Das bisherige Training ist kürzer als die Zeit seit dem Checkpoint.</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>since the last successful checkpoint</source>
        <translation>seit dem letzten erfolgreichen Checkpoint</translation>
    </message>
    <message>
        <source>%1 restart + %2 recomputation</source>
        <translation>%1 Neustart + %2 Neuberechnung</translation>
    </message>
    <message>
        <source>of %1 trained</source>
        <translation>von %1 Training</translation>
    </message>
    <message>
        <source>give the training so far</source>
        <translation>bisheriges Training angeben</translation>
    </message>
    <message>
        <source>lost; %1 to get back</source>
        <translation>verloren; %1, um wieder dorthin zu kommen</translation>
    </message>
    <message>
        <source>all training so far, assuming a restart from the beginning</source>
        <translation>das gesamte bisherige Training, bei einem Neustart von vorn</translation>
    </message>
    <message>
        <source>Without a usable checkpoint the job restarts from the beginning: give its training so far to simulate that.</source>
        <translation>Ohne verwendbaren Checkpoint beginnt der Job von vorn: Geben Sie sein bisheriges Training an, um das zu simulieren.</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Recovery model ready: press Simulate a failure.</source>
        <translation>Wiederherstellungsmodell bereit: Drücken Sie „Ausfall simulieren“.</translation>
    </message>
    <message>
        <source>Restarting</source>
        <translation>Neustart</translation>
    </message>
    <message>
        <source>The job restarts from its checkpoint; %1 until it is back where it was.</source>
        <extracomment>%1 the time left until the job is back where it was</extracomment>
        <translation>Der Job startet von seinem Checkpoint neu; noch %1, bis er wieder dort ist, wo er war.</translation>
    </message>
    <message>
        <source>Recomputing</source>
        <translation>Neuberechnung</translation>
    </message>
    <message>
        <source>The job computes the lost progress again; %1 left.</source>
        <translation>Der Job berechnet den verlorenen Fortschritt noch einmal; noch %1.</translation>
    </message>
    <message>
        <source>Recovered</source>
        <translation>Wiederhergestellt</translation>
    </message>
    <message>
        <source>Recovered: the job is back where it was when it failed, %1 after the failure.</source>
        <translation>Wiederhergestellt: Der Job ist wieder dort, wo er beim Ausfall war, %1 nach dem Ausfall.</translation>
    </message>
    <message>
        <source>press Run</source>
        <translation>„Ausführen“ drücken</translation>
    </message>
    <message>
        <source>This cluster runs no training job.</source>
        <translation>Auf diesem Cluster läuft kein Trainingsjob.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; on %2 GPUs writes a checkpoint of %3 every %6 through the storage at up to %4; a restart takes %5.</source>
        <extracomment>%1 job, %2 GPUs, %3 checkpoint size, %4 storage write rate, %5 restart, %6 interval</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; auf %2 GPUs schreibt alle %6 einen Checkpoint von %3 mit bis zu %4 in den Speicher; ein Neustart dauert %5.</translation>
    </message>
    <message>
        <source>%1 failures a day</source>
        <translation>%1 Ausfälle am Tag</translation>
    </message>
    <message>
        <source>no failures (rate scale 0)</source>
        <translation>keine Ausfälle (Ratenfaktor 0)</translation>
    </message>
    <message>
        <source>then %1 of writing in the background</source>
        <translation>dann %1 Schreiben im Hintergrund</translation>
    </message>
    <message>
        <source>%1 of data at %2</source>
        <translation>%1 Daten mit %2</translation>
    </message>
    <message>
        <source>%1 training by Daly&apos;s closed form</source>
        <translation>%1 Training nach Dalys geschlossener Form</translation>
    </message>
    <message numerus="yes">
        <source>Press Run: each interval is run %n time(s) with different failures.</source>
        <translation>
            <numerusform>Drücken Sie „Ausführen“: Jedes Intervall läuft %n-mal mit anderen Ausfällen.</numerusform>
            <numerusform>Drücken Sie „Ausführen“: Jedes Intervall läuft %n-mal mit anderen Ausfällen.</numerusform>
        </translation>
    </message>
    <message>
        <source>this job</source>
        <translation>dieser Job</translation>
    </message>
    <message>
        <source>%1: %2 GPUs</source>
        <translation>%1: %2 GPUs</translation>
    </message>
    <message numerus="yes">
        <source>Running %n interval(s)…</source>
        <translation>
            <numerusform>%n Intervall läuft …</numerusform>
            <numerusform>%n Intervalle laufen …</numerusform>
        </translation>
    </message>
    <message>
        <source>The long run failed: %1</source>
        <translation>Der Langzeitlauf ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Young</source>
        <translation>Young</translation>
    </message>
    <message>
        <source>Young&apos;s interval: %1</source>
        <translation>Intervall nach Young: %1</translation>
    </message>
    <message>
        <source>Daly</source>
        <translation>Daly</translation>
    </message>
    <message>
        <source>Daly&apos;s interval: %1</source>
        <translation>Intervall nach Daly: %1</translation>
    </message>
    <message>
        <source>the job&apos;s</source>
        <translation>des Jobs</translation>
    </message>
    <message>
        <source>The job&apos;s own interval: %1</source>
        <translation>Das eigene Intervall des Jobs: %1</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>bei %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;The long run beside the published figures.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Der Langzeitlauf neben den veröffentlichten Zahlen.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1 on %2 GPUs failed %3 times a day over %4 runs; the Llama 3 paper counted 419 unexpected interruptions in 54 days on 16,384 GPUs, %5 a day (Dubey et al. 2024, section 3.3.4), whose rates per GPU, server, link and job the runs draw from.</source>
        <extracomment>%1 job, %2 GPUs, %3 failures a day in the runs, %4 runs, %5 the paper&apos;s failures a day</extracomment>
        <translation>%1 auf %2 GPUs fiel über %4 Läufe %3-mal am Tag aus; das Llama-3-Paper zählte 419 unerwartete Unterbrechungen in 54 Tagen auf 16.384 GPUs, %5 am Tag (Dubey et al. 2024, Abschnitt 3.3.4), aus deren Raten je GPU, Server, Verbindung und Job die Läufe ziehen.</translation>
    </message>
    <message>
        <source>Its effective training time was %1 at its own interval of %2</source>
        <extracomment>%1 share, %2 interval</extracomment>
        <translation>Seine effektive Trainingszeit betrug %1 bei seinem eigenen Intervall von %2</translation>
    </message>
    <message>
        <source>, %1 at Daly&apos;s %2</source>
        <translation>, %1 bei Dalys %2</translation>
    </message>
    <message>
        <source> and %1 at the best interval tried, %2;</source>
        <translation> und %1 beim besten versuchten Intervall, %2;</translation>
    </message>
    <message>
        <source> Meta reports &quot;higher than 90 %&quot; effective training time for its job (same section), with restarts and checkpoints of its own.</source>
        <translation> Meta berichtet für seinen Job „mehr als 90 %“ effektive Trainingszeit (derselbe Abschnitt), mit eigenen Neustarts und Checkpoints.</translation>
    </message>
    <message>
        <source>At the best interval the rest went to lost work (%1), restarts (%2) and checkpoint stalls (%3).</source>
        <translation>Beim besten Intervall ging der Rest an verlorene Arbeit (%1), Neustarts (%2) und Checkpoint-Pausen (%3).</translation>
    </message>
    <message>
        <source>&lt;i&gt;Cancelled: the charts show the intervals run until then.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Abgebrochen: Die Diagramme zeigen die bis dahin gelaufenen Intervalle.&lt;/i&gt;</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n run(s).</source>
        <translation>
            <numerusform>Abgebrochen nach %n Lauf.</numerusform>
            <numerusform>Abgebrochen nach %n Läufen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %n run(s).</source>
        <translation>
            <numerusform>Fertig: %n Lauf.</numerusform>
            <numerusform>Fertig: %n Läufe.</numerusform>
        </translation>
    </message>
    <message>
        <source>Mean of the runs</source>
        <translation>Mittel der Läufe</translation>
    </message>
    <message>
        <source>Lowest run</source>
        <translation>Niedrigster Lauf</translation>
    </message>
    <message>
        <source>Highest run</source>
        <translation>Höchster Lauf</translation>
    </message>
</context>
<context>
    <name>ailab::labs::operations::SecurityPage</name>
    <message>
        <source>Find the misconfiguration</source>
        <translation>Finden Sie die Fehlkonfiguration</translation>
    </message>
    <message>
        <source>Exercise</source>
        <translation>Übung</translation>
    </message>
    <message>
        <source>Requests decided right</source>
        <translation>Richtig entschiedene Anfragen</translation>
    </message>
    <message>
        <source>A legitimate request must be allowed and any other denied. A fix that denies the bad request by breaking a legitimate one does not count.</source>
        <translation>Eine legitime Anfrage muss erlaubt und jede andere abgelehnt werden. Eine Korrektur, die die unerwünschte Anfrage ablehnt, indem sie eine legitime bricht, zählt nicht.</translation>
    </message>
    <message>
        <source>Show a hi&amp;nt</source>
        <translation>Hin&amp;weis zeigen</translation>
    </message>
    <message>
        <source>&amp;Undo my edits</source>
        <translation>Meine Änderungen &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>Requests on the zero-trust access path</source>
        <translation>Anfragen auf dem Zero-Trust-Zugriffspfad</translation>
    </message>
    <message>
        <source>Requests and their decisions</source>
        <translation>Anfragen und ihre Entscheidungen</translation>
    </message>
    <message>
        <source>Checks of the selected request</source>
        <translation>Prüfungen der gewählten Anfrage</translation>
    </message>
    <message>
        <source>Every check of the selected request, in the path&apos;s order:</source>
        <translation>Jede Prüfung der gewählten Anfrage, in der Reihenfolge des Pfads:</translation>
    </message>
    <message>
        <source>The policy</source>
        <translation>Die Richtlinie</translation>
    </message>
    <message>
        <source>Identities and their roles (identity policy)</source>
        <translation>Identitäten und ihre Rollen (Identitätsrichtlinie)</translation>
    </message>
    <message>
        <source>Identities</source>
        <translation>Identitäten</translation>
    </message>
    <message>
        <source>What each role may do (role-based access control)</source>
        <translation>Was jede Rolle darf (rollenbasierte Zugriffskontrolle)</translation>
    </message>
    <message>
        <source>Role permissions</source>
        <translation>Rechte der Rollen</translation>
    </message>
    <message>
        <source>Admission rules and trusted registries (workload policy)</source>
        <translation>Zulassungsregeln und vertrauenswürdige Registries (Workload-Richtlinie)</translation>
    </message>
    <message>
        <source>Allowed flows between the network segments, from the row to the column (network controls)</source>
        <translation>Erlaubte Flüsse zwischen den Netzsegmenten, von der Zeile zur Spalte (Netzkontrollen)</translation>
    </message>
    <message>
        <source>Allowed flows</source>
        <translation>Erlaubte Flüsse</translation>
    </message>
    <message>
        <source>Who is granted what on each resource (data and model permissions)</source>
        <translation>Wer auf jeder Ressource was darf (Daten- und Modellberechtigungen)</translation>
    </message>
    <message>
        <source>Resource grants</source>
        <translation>Freigaben der Ressourcen</translation>
    </message>
    <message>
        <source>Five defence layers and the checks that model them</source>
        <translation>Fünf Verteidigungsschichten und die Prüfungen, die sie abbilden</translation>
    </message>
    <message>
        <source>Defence layers</source>
        <translation>Verteidigungsschichten</translation>
    </message>
    <message>
        <source>Multi-tenant GPU isolation</source>
        <translation>GPU-Isolation bei mehreren Mandanten</translation>
    </message>
    <message>
        <source>What each way of sharing a GPU isolates</source>
        <translation>Was jede Art, eine GPU zu teilen, isoliert</translation>
    </message>
    <message>
        <source>How the cluster&apos;s scheduler shares its GPUs now:</source>
        <translation>Wie der Scheduler des Clusters seine GPUs jetzt teilt:</translation>
    </message>
    <message>
        <source>Running jobs and their GPU sharing</source>
        <translation>Laufende Jobs und ihre GPU-Teilung</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>The zero-trust access path</source>
        <translation>Der Zero-Trust-Zugriffspfad</translation>
    </message>
    <message>
        <source>A request from a user or a service reaches an AI resource only when every check of the path allows it: the identity policy (who is asking, and may a role of theirs do this), the workload policy (may this container run), the network controls (may traffic flow between these segments) and the resource&apos;s own permission. Network connectivity is never proof of authorisation. A real cluster checks at several points and continuously; the lab shows every check of each request so that every mistake of a policy is visible.</source>
        <translation>Eine Anfrage eines Benutzers oder Dienstes erreicht eine KI-Ressource nur, wenn jede Prüfung des Pfads sie erlaubt: die Identitätsrichtlinie (wer fragt, und darf eine seiner Rollen das), die Workload-Richtlinie (darf dieser Container laufen), die Netzkontrollen (darf Verkehr zwischen diesen Segmenten fließen) und die eigene Berechtigung der Ressource. Eine Netzverbindung ist nie ein Nachweis der Berechtigung. Ein echter Cluster prüft an mehreren Stellen und fortlaufend; das Labor zeigt jede Prüfung jeder Anfrage, damit jeder Fehler einer Richtlinie sichtbar wird.</translation>
    </message>
    <message>
        <source>allowed = identity &amp;and; role &amp;and; admission &amp;and; network &amp;and; resource</source>
        <translation>erlaubt = Identität &amp;and; Rolle &amp;and; Zulassung &amp;and; Netz &amp;and; Ressource</translation>
    </message>
    <message>
        <source>AI Infrastructure Explained, section 08.1: the secure AI workload access path</source>
        <translation>AI Infrastructure Explained, Abschnitt 08.1: der sichere Zugriffspfad von KI-Workloads</translation>
    </message>
    <message>
        <source>AI Infrastructure Explained, section 08.2: the five security layers</source>
        <translation>AI Infrastructure Explained, Abschnitt 08.2: die fünf Sicherheitsschichten</translation>
    </message>
    <message>
        <source>AI Infrastructure Explained, section 08.3: multi-tenant GPU isolation</source>
        <translation>AI Infrastructure Explained, Abschnitt 08.3: GPU-Isolation bei mehreren Mandanten</translation>
    </message>
    <message>
        <source>AI Infrastructure Explained, section 08.4: the four network segments</source>
        <translation>AI Infrastructure Explained, Abschnitt 08.4: die vier Netzsegmente</translation>
    </message>
    <message>
        <source>Identity</source>
        <translation>Identität</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Tenant</source>
        <translation>Mandant</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Role %1</source>
        <translation>Rolle %1</translation>
    </message>
    <message>
        <source>user</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>%1 enabled</source>
        <translation>%1 aktiv</translation>
    </message>
    <message>
        <source>%1 has the role %2</source>
        <translation>%1 hat die Rolle %2</translation>
    </message>
    <message>
        <source>Permission</source>
        <translation>Recht</translation>
    </message>
    <message>
        <source>Asks for a second factor</source>
        <translation>Verlangt einen zweiten Faktor</translation>
    </message>
    <message>
        <source>%1 asks for a second factor</source>
        <translation>%1 verlangt einen zweiten Faktor</translation>
    </message>
    <message>
        <source>%1 may %2</source>
        <translation>%1 darf %2</translation>
    </message>
    <message>
        <source>Trust the registry &apos;%1&apos;</source>
        <translation>Der Registry „%1“ vertrauen</translation>
    </message>
    <message>
        <source>From \ to</source>
        <translation>Von \ nach</translation>
    </message>
    <message>
        <source>Flow from the %1 to the %2</source>
        <translation>Fluss vom %1 zum %2</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>Ressource</translation>
    </message>
    <message>
        <source>Access</source>
        <translation>Zugriff</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 granted %2 on %3</source>
        <translation>%1 darf %2 auf %3</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Schicht</translation>
    </message>
    <message>
        <source>Checks here</source>
        <translation>Prüfungen hier</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Kontrollen</translation>
    </message>
    <message>
        <source>%1 (not modelled here)</source>
        <translation>%1 (hier nicht abgebildet)</translation>
    </message>
    <message>
        <source>Sharing</source>
        <translation>Teilung</translation>
    </message>
    <message>
        <source>Tenants per GPU</source>
        <translation>Mandanten je GPU</translation>
    </message>
    <message>
        <source>%1 [%2]</source>
        <translation>%1 [%2]</translation>
    </message>
    <message>
        <source>[%1] %2</source>
        <translation>[%1] %2</translation>
    </message>
    <message>
        <source>Sources:</source>
        <translation>Quellen:</translation>
    </message>
    <message>
        <source>Partitioning a GPU alone is not tenant isolation: the host, its network interfaces, storage permissions and management interfaces must be secured too (course section 08.3).</source>
        <translation>Eine GPU zu partitionieren ist allein noch keine Mandantenisolation: Host, Netzwerkschnittstellen, Speicherberechtigungen und Managementschnittstellen müssen ebenfalls gesichert werden (Kursabschnitt 08.3).</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>Anfrage</translation>
    </message>
    <message>
        <source>Should be</source>
        <translation>Soll sein</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation>Entschieden von</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>erlaubt</translation>
    </message>
    <message>
        <source>denied</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Erlaubt</translation>
    </message>
    <message>
        <source>Denied</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <source>right</source>
        <translation>richtig</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>falsch</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Gelöst</translation>
    </message>
    <message>
        <source>Not solved yet</source>
        <translation>Noch nicht gelöst</translation>
    </message>
    <message>
        <source>Solved. %1</source>
        <translation>Gelöst. %1</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>E&amp;xercise:</source>
        <translation>Ü&amp;bung:</translation>
    </message>
    <message>
        <source>&amp;Open an exercise file...</source>
        <translation>Übungsdatei ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Play an exercise file you were given; the lab&apos;s own stay in the list.</source>
        <translation>Eine Übungsdatei spielen, die Sie bekommen haben; die Übungen des Labors bleiben in der Liste.</translation>
    </message>
    <message>
        <source>%1 (from a file)</source>
        <translation>%1 (aus einer Datei)</translation>
    </message>
    <message>
        <source>Open an exercise file</source>
        <translation>Übungsdatei öffnen</translation>
    </message>
    <message>
        <source>Exercise files (*.json)</source>
        <translation>Übungsdateien (*.json)</translation>
    </message>
    <message>
        <source>This exercise file cannot be played: %1</source>
        <translation>Diese Übungsdatei lässt sich nicht spielen: %1</translation>
    </message>
    <message>
        <source>Isolates</source>
        <translation>Isoliert</translation>
    </message>
</context>
<context>
    <name>ailab::labs::operations::SecurityTexts</name>
    <message>
        <source>Identity</source>
        <translation>Identität</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Admission</source>
        <translation>Zulassung</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netz</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>Ressource</translation>
    </message>
    <message>
        <source>Identity policy: is the caller who it claims to be?</source>
        <translation>Identitätsrichtlinie: Ist der Aufrufer, wer er zu sein behauptet?</translation>
    </message>
    <message>
        <source>Identity policy: may a role of the caller do this?</source>
        <translation>Identitätsrichtlinie: Darf eine Rolle des Aufrufers das?</translation>
    </message>
    <message>
        <source>Workload policy: may this workload run?</source>
        <translation>Workload-Richtlinie: Darf diese Workload laufen?</translation>
    </message>
    <message>
        <source>Network controls: may traffic flow between these segments?</source>
        <translation>Netzkontrollen: Darf Verkehr zwischen diesen Segmenten fließen?</translation>
    </message>
    <message>
        <source>AI resource: does the resource itself grant this access?</source>
        <translation>KI-Ressource: Gewährt die Ressource selbst diesen Zugriff?</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Erlaubt</translation>
    </message>
    <message>
        <source>Denied</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <source>Not applicable</source>
        <translation>Nicht anwendbar</translation>
    </message>
    <message>
        <source>GPU fabric</source>
        <translation>GPU-Fabric</translation>
    </message>
    <message>
        <source>Storage network</source>
        <translation>Speichernetz</translation>
    </message>
    <message>
        <source>Management network</source>
        <translation>Managementnetz</translation>
    </message>
    <message>
        <source>Application and API network</source>
        <translation>Anwendungs- und API-Netz</translation>
    </message>
    <message>
        <source>read</source>
        <translation>lesen</translation>
    </message>
    <message>
        <source>write</source>
        <translation>schreiben</translation>
    </message>
    <message>
        <source>invoke</source>
        <translation>aufrufen</translation>
    </message>
    <message>
        <source>manage</source>
        <translation>verwalten</translation>
    </message>
    <message>
        <source>Dataset: read</source>
        <translation>Datensatz: lesen</translation>
    </message>
    <message>
        <source>Dataset: write</source>
        <translation>Datensatz: schreiben</translation>
    </message>
    <message>
        <source>Checkpoints: read</source>
        <translation>Checkpoints: lesen</translation>
    </message>
    <message>
        <source>Checkpoints: write</source>
        <translation>Checkpoints: schreiben</translation>
    </message>
    <message>
        <source>Model: invoke</source>
        <translation>Modell: aufrufen</translation>
    </message>
    <message>
        <source>Model: read the weights</source>
        <translation>Modell: Gewichte lesen</translation>
    </message>
    <message>
        <source>BMC: manage</source>
        <translation>BMC: verwalten</translation>
    </message>
    <message>
        <source>Images from trusted registries only</source>
        <translation>Nur Images aus vertrauenswürdigen Registries</translation>
    </message>
    <message>
        <source>Signed images only</source>
        <translation>Nur signierte Images</translation>
    </message>
    <message>
        <source>No privileged containers</source>
        <translation>Keine privilegierten Container</translation>
    </message>
    <message>
        <source>Workloads only in their tenant&apos;s namespace</source>
        <translation>Workloads nur im Namespace ihres Mandanten</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is known, enabled and presents a valid credential.</source>
        <translation>„%1“ ist bekannt, aktiv und legt einen gültigen Berechtigungsnachweis vor.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; presents a valid credential and the second factor its role &apos;%2&apos; asks for.</source>
        <translation>„%1“ legt einen gültigen Berechtigungsnachweis vor und den zweiten Faktor, den die Rolle „%2“ verlangt.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an identity of the policy.</source>
        <translation>„%1“ ist keine Identität der Richtlinie.</translation>
    </message>
    <message>
        <source>The identity &apos;%1&apos; is disabled.</source>
        <translation>Die Identität „%1“ ist gesperrt.</translation>
    </message>
    <message>
        <source>The credential of &apos;%1&apos; has expired.</source>
        <translation>Der Berechtigungsnachweis von „%1“ ist abgelaufen.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; presents no credential.</source>
        <translation>„%1“ legt keinen Berechtigungsnachweis vor.</translation>
    </message>
    <message>
        <source>The role &apos;%2&apos; of &apos;%1&apos; asks for a second factor, and none was given.</source>
        <translation>Die Rolle „%2“ von „%1“ verlangt einen zweiten Faktor, und keiner wurde angegeben.</translation>
    </message>
    <message>
        <source>The role &apos;%1&apos; holds the permission &quot;%2&quot;.</source>
        <translation>Die Rolle „%1“ hat das Recht „%2“.</translation>
    </message>
    <message>
        <source>No role of &apos;%1&apos; holds the permission &quot;%2&quot;.</source>
        <translation>Keine Rolle von „%1“ hat das Recht „%2“.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; runs no workload, so no admission rule applies.</source>
        <translation>„%1“ führt keine Workload aus, also gilt keine Zulassungsregel.</translation>
    </message>
    <message>
        <source>The image &apos;%1&apos; passes every admission rule enabled (%2 of 4).</source>
        <translation>Das Image „%1“ besteht jede eingeschaltete Zulassungsregel (%2 von 4).</translation>
    </message>
    <message>
        <source>The image &apos;%1&apos; comes from the registry &apos;%2&apos;, which is not trusted.</source>
        <translation>Das Image „%1“ kommt aus der Registry „%2“, der nicht vertraut wird.</translation>
    </message>
    <message>
        <source>The image &apos;%1&apos; has no valid signature.</source>
        <translation>Das Image „%1“ hat keine gültige Signatur.</translation>
    </message>
    <message>
        <source>The image &apos;%1&apos; asks to run privileged, with the host&apos;s devices.</source>
        <translation>Das Image „%1“ will privilegiert laufen, mit den Geräten des Hosts.</translation>
    </message>
    <message>
        <source>The workload runs in the namespace &apos;%1&apos;, not in its tenant&apos;s &apos;%2&apos;.</source>
        <translation>Die Workload läuft im Namespace „%1“, nicht in dem ihres Mandanten, „%2“.</translation>
    </message>
    <message>
        <source>The flow from the %1 to the %2 is allowed.</source>
        <translation>Der Fluss vom %1 zum %2 ist erlaubt.</translation>
    </message>
    <message>
        <source>No flow from the %1 to the %2 is allowed.</source>
        <translation>Kein Fluss vom %1 zum %2 ist erlaubt.</translation>
    </message>
    <message>
        <source>&apos;%3&apos; grants &apos;%1&apos; the access &quot;%2&quot;.</source>
        <translation>„%3“ gewährt „%1“ den Zugriff „%2“.</translation>
    </message>
    <message>
        <source>&apos;%3&apos; does not grant &apos;%1&apos; the access &quot;%2&quot;.</source>
        <translation>„%3“ gewährt „%1“ den Zugriff „%2“ nicht.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a resource of the policy.</source>
        <translation>„%1“ ist keine Ressource der Richtlinie.</translation>
    </message>
    <message>
        <source>1. Identity and access</source>
        <translation>1. Identität und Zugriff</translation>
    </message>
    <message>
        <source>2. Workload security</source>
        <translation>2. Workload-Sicherheit</translation>
    </message>
    <message>
        <source>3. Network security</source>
        <translation>3. Netzsicherheit</translation>
    </message>
    <message>
        <source>4. Data and model security</source>
        <translation>4. Daten- und Modellsicherheit</translation>
    </message>
    <message>
        <source>5. Infrastructure security</source>
        <translation>5. Infrastruktursicherheit</translation>
    </message>
    <message>
        <source>Authentication</source>
        <translation>Authentifizierung</translation>
    </message>
    <message>
        <source>Role-based access control</source>
        <translation>Rollenbasierte Zugriffskontrolle</translation>
    </message>
    <message>
        <source>Workload identities</source>
        <translation>Workload-Identitäten</translation>
    </message>
    <message>
        <source>Service credentials</source>
        <translation>Dienst-Berechtigungsnachweise</translation>
    </message>
    <message>
        <source>Least privilege</source>
        <translation>Minimale Rechte</translation>
    </message>
    <message>
        <source>Container isolation</source>
        <translation>Container-Isolation</translation>
    </message>
    <message>
        <source>Image integrity</source>
        <translation>Image-Integrität</translation>
    </message>
    <message>
        <source>Runtime controls</source>
        <translation>Laufzeitkontrollen</translation>
    </message>
    <message>
        <source>Admission policies</source>
        <translation>Zulassungsrichtlinien</translation>
    </message>
    <message>
        <source>Segmentation</source>
        <translation>Segmentierung</translation>
    </message>
    <message>
        <source>Network policy</source>
        <translation>Netzrichtlinie</translation>
    </message>
    <message>
        <source>Traffic filtering</source>
        <translation>Verkehrsfilterung</translation>
    </message>
    <message>
        <source>Encryption</source>
        <translation>Verschlüsselung</translation>
    </message>
    <message>
        <source>Monitoring</source>
        <translation>Monitoring</translation>
    </message>
    <message>
        <source>Dataset authorisation</source>
        <translation>Berechtigung für Datensätze</translation>
    </message>
    <message>
        <source>Encryption at rest</source>
        <translation>Verschlüsselung ruhender Daten</translation>
    </message>
    <message>
        <source>Artifact integrity</source>
        <translation>Integrität der Artefakte</translation>
    </message>
    <message>
        <source>Checkpoint protection</source>
        <translation>Schutz der Checkpoints</translation>
    </message>
    <message>
        <source>Firmware updates</source>
        <translation>Firmware-Updates</translation>
    </message>
    <message>
        <source>Secure boot</source>
        <translation>Secure Boot</translation>
    </message>
    <message>
        <source>Hardware management</source>
        <translation>Hardware-Management</translation>
    </message>
    <message>
        <source>Physical access</source>
        <translation>Physischer Zugang</translation>
    </message>
    <message>
        <source>Supply-chain assurance</source>
        <translation>Absicherung der Lieferkette</translation>
    </message>
    <message>
        <source>Dedicated GPU</source>
        <translation>Dedizierte GPU</translation>
    </message>
    <message>
        <source>MIG slice</source>
        <translation>MIG-Slice</translation>
    </message>
    <message>
        <source>Time-slicing</source>
        <translation>Time-Slicing</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Rechenleistung</translation>
    </message>
    <message>
        <source>Faults</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Performance interference</source>
        <translation>Leistungsbeeinflussung</translation>
    </message>
    <message>
        <source>Isolated</source>
        <translation>Isoliert</translation>
    </message>
    <message>
        <source>Partly</source>
        <translation>Teilweise</translation>
    </message>
    <message>
        <source>Not isolated</source>
        <translation>Nicht isoliert</translation>
    </message>
</context>
<context>
    <name>ailab::labs::roce::AnatomyLayerStrip</name>
    <message>
        <source>Layers of the selected packet</source>
        <translation>Schichten des ausgewählten Pakets</translation>
    </message>
    <message>
        <source>One block per header in wire order, as wide as its bytes allow. Click a block, or use the Left and Right keys, to select that header and its bytes.</source>
        <translation>Ein Block pro Header in der Reihenfolge auf der Leitung, so breit, wie seine Bytes es zulassen. Klicken Sie auf einen Block oder verwenden Sie die Pfeiltasten Links und Rechts, um diesen Header und seine Bytes auszuwählen.</translation>
    </message>
</context>
<context>
    <name>ailab::labs::roce::AnatomyPanel</name>
    <message>
        <source>Packet options</source>
        <translation>Paketoptionen</translation>
    </message>
    <message>
        <source>IPv4</source>
        <translation>IPv4</translation>
    </message>
    <message>
        <source>IPv6</source>
        <translation>IPv6</translation>
    </message>
    <message>
        <source>IP version</source>
        <translation>IP-Version</translation>
    </message>
    <message>
        <source>802.1Q tag</source>
        <translation>802.1Q-Tag</translation>
    </message>
    <message>
        <source>Adds the 4-byte VLAN tag whose priority PFC pauses.</source>
        <translation>Fügt das 4 Byte lange VLAN-Tag hinzu, dessen Priorität PFC pausiert.</translation>
    </message>
    <message>
        <source>802.1p priority (PCP)</source>
        <translation>802.1p-Priorität (PCP)</translation>
    </message>
    <message>
        <source>VLAN id</source>
        <translation>VLAN-ID</translation>
    </message>
    <message>
        <source>DSCP</source>
        <translation>DSCP</translation>
    </message>
    <message>
        <source>Not-ECT (00)</source>
        <translation>Not-ECT (00)</translation>
    </message>
    <message>
        <source>ECT(0) (10)</source>
        <translation>ECT(0) (10)</translation>
    </message>
    <message>
        <source>ECT(1) (01)</source>
        <translation>ECT(1) (01)</translation>
    </message>
    <message>
        <source>ECN codepoint the sender writes</source>
        <translation>ECN-Codepoint, den der Sender schreibt</translation>
    </message>
    <message>
        <source>A switch marks CE</source>
        <translation>Ein Switch markiert CE</translation>
    </message>
    <message>
        <source>A congested switch marks the WRITE Last Congestion Experienced and the responder answers with a CNP. Needs an ECN-capable codepoint.</source>
        <translation>Ein überlasteter Switch markiert das WRITE Last mit „Überlast aufgetreten“ (CE), und der Responder antwortet mit einem CNP. Erfordert einen ECN-fähigen Codepoint.</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
    <message>
        <source>Path MTU</source>
        <translation>Pfad-MTU</translation>
    </message>
    <message>
        <source> bytes</source>
        <translation> Bytes</translation>
    </message>
    <message>
        <source>The data in the WRITE Last, the single-packet WRITEs, the SEND and the READ; the WRITE First and Middle carry a full MTU.</source>
        <translation>Die Daten im WRITE Last, in den WRITEs aus einem einzigen Paket, im SEND und im READ; WRITE First und Middle tragen eine volle MTU.</translation>
    </message>
    <message>
        <source>Requester QP number</source>
        <translation>QP-Nummer des Requesters</translation>
    </message>
    <message>
        <source>Responder QP number</source>
        <translation>QP-Nummer des Responders</translation>
    </message>
    <message>
        <source>&amp;IP version</source>
        <translation>&amp;IP-Version</translation>
    </message>
    <message>
        <source>&amp;Priority (PCP)</source>
        <translation>&amp;Priorität (PCP)</translation>
    </message>
    <message>
        <source>VLAN i&amp;d</source>
        <translation>VLAN-ID</translation>
    </message>
    <message>
        <source>DS&amp;CP</source>
        <translation>DS&amp;CP</translation>
    </message>
    <message>
        <source>&amp;ECN</source>
        <translation>&amp;ECN</translation>
    </message>
    <message>
        <source>Path &amp;MTU</source>
        <translation>Pfad-&amp;MTU</translation>
    </message>
    <message>
        <source>Res&amp;ponder QP</source>
        <translation>Resp&amp;onder-QP</translation>
    </message>
    <message>
        <source>About the selected packet</source>
        <translation>Zum ausgewählten Paket</translation>
    </message>
    <message numerus="yes">
        <source>%n bytes</source>
        <translation>
            <numerusform>%n Byte</numerusform>
            <numerusform>%n Bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>Payload bytes of the last or only packet</source>
        <translation>Nutzdaten-Bytes des letzten oder einzigen Pakets</translation>
    </message>
    <message>
        <source>Last-packet p&amp;ayload</source>
        <translation>&amp;Nutzdaten des letzten Pakets</translation>
    </message>
    <message>
        <source>The packets of one RDMA exchange as Wireshark shows them, layer by layer and byte by byte. The options below build them: change one and see which bytes move.</source>
        <translation>Die Pakete eines RDMA-Austauschs, wie Wireshark sie zeigt, Schicht für Schicht und Byte für Byte. Die Optionen unten bauen sie: Ändern Sie eine und sehen Sie, welche Bytes sich ändern.</translation>
    </message>
    <message>
        <source>Re&amp;quester QP</source>
        <translation>Re&amp;quester-QP</translation>
    </message>
</context>
<context>
    <name>ailab::labs::roce::AnatomyTexts</name>
    <message>
        <source>Ethernet</source>
        <translation>Ethernet</translation>
    </message>
    <message>
        <source>IPv6</source>
        <translation>IPv6</translation>
    </message>
    <message>
        <source>IPv4</source>
        <translation>IPv4</translation>
    </message>
    <message>
        <source>UDP 4791</source>
        <translation>UDP 4791</translation>
    </message>
    <message>
        <source>IB BTH</source>
        <translation>IB BTH</translation>
    </message>
    <message>
        <source>AETH</source>
        <translation>AETH</translation>
    </message>
    <message>
        <source>RETH</source>
        <translation>RETH</translation>
    </message>
    <message>
        <source>CNP reserved</source>
        <translation>CNP reserviert</translation>
    </message>
    <message>
        <source>Payload</source>
        <translation>Nutzdaten</translation>
    </message>
    <message>
        <source>ICRC / FCS</source>
        <translation>ICRC / FCS</translation>
    </message>
    <message>
        <source>Ethernet header</source>
        <translation>Ethernet-Header</translation>
    </message>
    <message>
        <source>&lt;p&gt;The Ethernet header carries source and destination MAC addresses and may contain VLAN tagging. The frame is forwarded to the next hop at Layer 2.&lt;/p&gt;&lt;p&gt;An 802.1Q tag adds four bytes. Its 3-bit priority (PCP) selects the traffic class on every link, and Priority Flow Control pauses one class at a time, so RoCE traffic usually has a lossless class of its own.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Ethernet-Header enthält die Quell- und die Ziel-MAC-Adresse und kann ein VLAN-Tag enthalten. Der Frame wird auf Schicht 2 zum nächsten Hop weitergeleitet.&lt;/p&gt;&lt;p&gt;Ein 802.1Q-Tag fügt vier Bytes hinzu. Seine 3-Bit-Priorität (PCP) wählt auf jedem Link die Verkehrsklasse, und Priority Flow Control pausiert jeweils eine Klasse, daher hat RoCE-Verkehr meist eine eigene verlustfreie Klasse.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>IEEE 802.3, clause 3: the MAC frame</source>
        <translation>IEEE 802.3, Abschnitt 3: der MAC-Frame</translation>
    </message>
    <message>
        <source>IEEE 802.1Q: VLAN tag, priority code point</source>
        <translation>IEEE 802.1Q: VLAN-Tag, Priority Code Point</translation>
    </message>
    <message>
        <source>IEEE 802.1Qbb: priority-based flow control</source>
        <translation>IEEE 802.1Qbb: Priority-based Flow Control</translation>
    </message>
    <message>
        <source>IPv6 header</source>
        <translation>IPv6-Header</translation>
    </message>
    <message>
        <source>IPv4 header</source>
        <translation>IPv4-Header</translation>
    </message>
    <message>
        <source>&lt;p&gt;The IP header makes RoCEv2 routable across Layer 3 boundaries, which RoCEv1, an Ethernet protocol of its own, was not.&lt;/p&gt;&lt;p&gt;The DSCP selects the switch queue. The two ECN bits let a congested switch mark an ECN-capable packet &lt;i&gt;Congestion Experienced&lt;/i&gt; instead of dropping it; the receiver answers such a mark with a CNP. RoCEv2 packets are never fragmented.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der IP-Header macht RoCEv2 über Grenzen von Schicht 3 hinweg routbar, was RoCEv1 als eigenständiges Ethernet-Protokoll nicht war.&lt;/p&gt;&lt;p&gt;Der DSCP wählt die Warteschlange im Switch. Mit den beiden ECN-Bits kann ein überlasteter Switch ein ECN-fähiges Paket mit &lt;i&gt;Überlast aufgetreten&lt;/i&gt; (CE) markieren, statt es zu verwerfen; der Empfänger beantwortet eine solche Markierung mit einem CNP. RoCEv2-Pakete werden nie fragmentiert.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>RFC 8200: Internet Protocol, Version 6</source>
        <translation>RFC 8200: Internet Protocol, Version 6</translation>
    </message>
    <message>
        <source>RFC 791: Internet Protocol (version 4)</source>
        <translation>RFC 791: Internet Protocol (Version 4)</translation>
    </message>
    <message>
        <source>RFC 2474: the DSCP field</source>
        <translation>RFC 2474: das DSCP-Feld</translation>
    </message>
    <message>
        <source>RFC 3168: explicit congestion notification</source>
        <translation>RFC 3168: Explicit Congestion Notification</translation>
    </message>
    <message>
        <source>UDP header</source>
        <translation>UDP-Header</translation>
    </message>
    <message>
        <source>&lt;p&gt;UDP carries the InfiniBand transport to destination port 4791, which IANA assigned to RoCEv2.&lt;/p&gt;&lt;p&gt;The source port names no socket: the sender derives it from the queue pair, so that ECMP spreads different queue pairs over different paths while the packets of one queue pair stay on one path, in order. Over IPv4 the checksum is 0; the invariant CRC protects the packet instead.&lt;/p&gt;</source>
        <translation>&lt;p&gt;UDP trägt den InfiniBand-Transport zum Zielport 4791, den die IANA RoCEv2 zugewiesen hat.&lt;/p&gt;&lt;p&gt;Der Quellport bezeichnet keinen Socket: Der Sender leitet ihn aus dem Queue Pair ab, damit ECMP verschiedene Queue Pairs auf verschiedene Pfade verteilt, während die Pakete eines Queue Pairs auf einem Pfad und in ihrer Reihenfolge bleiben. Über IPv4 ist die Prüfsumme 0; stattdessen schützt die Invariant CRC das Paket.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>RFC 768: User Datagram Protocol</source>
        <translation>RFC 768: User Datagram Protocol</translation>
    </message>
    <message>
        <source>IBTA Vol. 1, Annex A17 (RoCEv2), A17.4: the UDP header</source>
        <translation>IBTA Vol. 1, Annex A17 (RoCEv2), A17.4: der UDP-Header</translation>
    </message>
    <message>
        <source>Base Transport Header (BTH)</source>
        <translation>Base Transport Header (BTH)</translation>
    </message>
    <message>
        <source>&lt;p&gt;The Base Transport Header contains information used by the RDMA transport, including operation identification and queue pair-related fields.&lt;/p&gt;&lt;p&gt;The opcode names the operation and the packet&apos;s place in its message (First, Middle, Last or Only). The destination QP selects the receiving queue pair. The 24-bit packet sequence number lets the responder detect a lost packet and answer with a NAK, after which the requester resends from there (go-back-N). The acknowledge-request bit asks for an ACK; BECN marks a CNP.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Base Transport Header enthält Informationen, die der RDMA-Transport nutzt, darunter die Kennung der Operation und Felder zum Queue Pair.&lt;/p&gt;&lt;p&gt;Der Opcode benennt die Operation und die Stelle des Pakets in seiner Nachricht (First, Middle, Last oder Only). Das Feld Ziel-QP wählt das empfangende Queue Pair. Anhand der 24-Bit-Paketsequenznummer erkennt der Responder ein verlorenes Paket und antwortet mit einem NAK, worauf der Requester ab dieser Stelle erneut sendet (Go-back-N). Das Acknowledge-Request-Bit fordert ein ACK an; BECN kennzeichnet ein CNP.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>IBTA Vol. 1, 9.2: Base Transport Header</source>
        <translation>IBTA Vol. 1, 9.2: Base Transport Header</translation>
    </message>
    <message>
        <source>IBTA Vol. 1, 9.7: reliable service</source>
        <translation>IBTA Vol. 1, 9.7: zuverlässiger Dienst</translation>
    </message>
    <message>
        <source>ACK Extended Transport Header (AETH)</source>
        <translation>ACK Extended Transport Header (AETH)</translation>
    </message>
    <message>
        <source>&lt;p&gt;The AETH answers the requester. Its syndrome says ACK, RNR NAK or NAK (with a code such as &lt;i&gt;PSN sequence error&lt;/i&gt;), and the message sequence number counts the messages the responder has completed. ACKs, NAKs and the first and last packets of a READ response carry it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Mit dem AETH antwortet der Responder dem Requester. Sein Syndrom meldet ACK, RNR NAK oder NAK (mit einem Code wie &lt;i&gt;PSN-Sequenzfehler&lt;/i&gt;), und die Nachrichtensequenznummer zählt die Nachrichten, die der Responder abgeschlossen hat. ACKs, NAKs sowie das erste und das letzte Paket einer READ-Antwort tragen ihn.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>IBTA Vol. 1, 9.3.5: ACK extended transport header</source>
        <translation>IBTA Vol. 1, 9.3.5: ACK Extended Transport Header</translation>
    </message>
    <message>
        <source>IBTA Vol. 1, 9.7.5: responder acknowledgements</source>
        <translation>IBTA Vol. 1, 9.7.5: Bestätigungen des Responders</translation>
    </message>
    <message>
        <source>RDMA Extended Transport Header (RETH)</source>
        <translation>RDMA Extended Transport Header (RETH)</translation>
    </message>
    <message>
        <source>&lt;p&gt;Certain RDMA operations require remote memory addressing and access keys: the RETH carries them.&lt;/p&gt;&lt;p&gt;It travels in the first packet of an RDMA WRITE and in a READ request: the remote virtual address, the remote key (R_Key) the target registered and checks, and the length of the whole transfer. Middle and last packets carry none; the responder continues at the next address.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Bestimmte RDMA-Operationen brauchen eine entfernte Speicheradresse und Zugriffsschlüssel: Der RETH transportiert sie.&lt;/p&gt;&lt;p&gt;Er steht im ersten Paket eines RDMA WRITE und in einer READ-Anfrage: die entfernte virtuelle Adresse, der Remote-Schlüssel (R_Key), den das Ziel registriert hat und prüft, und die Länge der gesamten Übertragung. Mittlere und letzte Pakete tragen keinen; der Responder fährt an der nächsten Adresse fort.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>IBTA Vol. 1, 9.3.3: RDMA extended transport header</source>
        <translation>IBTA Vol. 1, 9.3.3: RDMA Extended Transport Header</translation>
    </message>
    <message>
        <source>IBTA Vol. 1, 10.6: memory registration and keys</source>
        <translation>IBTA Vol. 1, 10.6: Speicherregistrierung und Schlüssel</translation>
    </message>
    <message>
        <source>CNP reserved bytes</source>
        <translation>Reservierte CNP-Bytes</translation>
    </message>
    <message>
        <source>&lt;p&gt;A Congestion Notification Packet carries 16 reserved bytes instead of data. The receiver (the notification point) sends it to the sender&apos;s queue pair when packets arrive marked CE, at most one per interval and flow, and the sender&apos;s DCQCN lowers its rate.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ein Congestion Notification Packet trägt 16 reservierte Bytes statt Daten. Der Empfänger (der Notification Point) sendet es an das Queue Pair des Senders, wenn Pakete mit CE-Markierung ankommen, höchstens eines pro Intervall und Flow, und das DCQCN des Senders senkt dessen Rate.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>IBTA Vol. 1, Annex A17, A17.9.2: congestion notification packet</source>
        <translation>IBTA Vol. 1, Annex A17, A17.9.2: Congestion Notification Packet</translation>
    </message>
    <message>
        <source>&lt;p&gt;The data being written, sent or read, at most one path MTU per packet: a longer message is cut into First, Middle and Last packets with consecutive sequence numbers. Pad bytes, counted in the BTH, round the payload up to a multiple of four bytes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Daten, die geschrieben, gesendet oder gelesen werden, höchstens eine Pfad-MTU pro Paket: Eine längere Nachricht wird in First-, Middle- und Last-Pakete mit aufeinanderfolgenden Sequenznummern zerlegt. Pad-Bytes, deren Anzahl im BTH steht, runden die Nutzdaten auf ein Vielfaches von vier Bytes auf.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>IBTA Vol. 1, 9.7: packet sequence and segmentation</source>
        <translation>IBTA Vol. 1, 9.7: Paketsequenz und Segmentierung</translation>
    </message>
    <message>
        <source>Invariant CRC and frame check sequence</source>
        <translation>Invariant CRC und Frame Check Sequence</translation>
    </message>
    <message>
        <source>&lt;p&gt;Two checks end the frame. The invariant CRC covers the IP, UDP and InfiniBand headers and the payload, with the fields a router may change (TTL or hop limit, DSCP and ECN, the checksums, FECN and BECN) read as ones, so it still holds end to end after a switch marks ECN.&lt;/p&gt;&lt;p&gt;The Ethernet FCS covers the whole frame and is checked and rewritten on every hop. A frame shorter than 64 bytes is padded before its FCS.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Zwei Prüfungen schließen den Frame ab. Die Invariant CRC deckt die IP-, UDP- und InfiniBand-Header sowie die Nutzdaten ab, wobei die Felder, die ein Router ändern darf (TTL bzw. Hop Limit, DSCP und ECN, die Prüfsummen, FECN und BECN), als Einsen gelesen werden; so bleibt sie auch dann Ende-zu-Ende gültig, wenn ein Switch ECN markiert.&lt;/p&gt;&lt;p&gt;Die Ethernet-FCS deckt den gesamten Frame ab und wird auf jedem Hop geprüft und neu geschrieben. Ein Frame, der kürzer als 64 Bytes ist, wird vor seiner FCS aufgefüllt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>IBTA Vol. 1, Annex A17, A17.3.3: invariant CRC</source>
        <translation>IBTA Vol. 1, Annex A17, A17.3.3: Invariant CRC</translation>
    </message>
    <message>
        <source>IEEE 802.3, clause 3.2.9: frame check sequence</source>
        <translation>IEEE 802.3, Abschnitt 3.2.9: Frame Check Sequence</translation>
    </message>
    <message numerus="yes">
        <source>%n bytes: bytes %1 to %2 of packet %3 (%4 bytes)</source>
        <translation>
            <numerusform>%n Byte: Byte %1 bis %2 von Paket %3 (%4 Bytes)</numerusform>
            <numerusform>%n Bytes: Bytes %1 bis %2 von Paket %3 (%4 Bytes)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>byte %1</source>
        <translation>Byte %1</translation>
    </message>
    <message>
        <source>bytes %1 to %2</source>
        <translation>Bytes %1 bis %2</translation>
    </message>
    <message>
        <source>Packet %1: the responder saw the CE mark and sends a Congestion Notification Packet (opcode 0x81) to the requester&apos;s queue pair, whose DCQCN lowers its rate.</source>
        <translation>Paket %1: Der Responder hat die CE-Markierung gesehen und sendet ein Congestion Notification Packet (Opcode 0x81) an das Queue Pair des Requesters, dessen DCQCN seine Rate senkt.</translation>
    </message>
    <message>
        <source>Packet %1: the responder acknowledges every packet up to PSN %2.</source>
        <translation>Paket %1: Der Responder bestätigt jedes Paket bis PSN %2.</translation>
    </message>
    <message>
        <source>Packet %1: an RDMA WRITE that fits one packet. PSN %2 before it was lost on the way, so this one arrives out of order.</source>
        <translation>Paket %1: ein RDMA WRITE, der in ein einzelnes Paket passt. PSN %2 davor ging unterwegs verloren, daher kommt dieses Paket außer der Reihe an.</translation>
    </message>
    <message>
        <source>Packet %1: the responder expected PSN %2 and answers with a NAK (PSN sequence error).</source>
        <translation>Paket %1: Der Responder erwartete PSN %2 und antwortet mit einem NAK (PSN-Sequenzfehler).</translation>
    </message>
    <message>
        <source>Packet %1: go-back-N. The requester resends PSN %2, from the PSN the NAK named on.</source>
        <translation>Paket %1: Go-Back-N. Der Requester sendet PSN %2 erneut, ab der PSN, die der NAK genannt hat.</translation>
    </message>
    <message>
        <source>Packet %1: a SEND. The data goes into a receive buffer the responder posted, not to an address the requester chose, so there is no RETH.</source>
        <translation>Paket %1: ein SEND. Die Daten landen in einem Empfangspuffer, den der Responder bereitgestellt hat, nicht an einer vom Requester gewählten Adresse, daher gibt es keinen RETH.</translation>
    </message>
    <message>
        <source>Packet %1: an RDMA READ request. No data, only a RETH naming the remote buffer and how many bytes to read.</source>
        <translation>Paket %1: eine RDMA-READ-Anfrage. Keine Daten, nur ein RETH, der den entfernten Puffer nennt und angibt, wie viele Bytes zu lesen sind.</translation>
    </message>
    <message>
        <source>Packet %1: the READ response carries the data back to the requester, with an AETH.</source>
        <translation>Paket %1: Die READ-Antwort bringt die Daten mit einem AETH zurück zum Requester.</translation>
    </message>
    <message>
        <source>Packet %1.</source>
        <translation>Paket %1.</translation>
    </message>
    <message>
        <source>Packet %1: the first packet of a three-packet RDMA WRITE, a full path MTU of data (%2 bytes). Its RETH names the remote address, the key and the length of the whole message.</source>
        <translation>Paket %1: das erste Paket eines RDMA WRITE aus drei Paketen, mit einer vollen Pfad-MTU an Daten (%2 Byte). Sein RETH nennt die entfernte Adresse, den Schlüssel und die Länge der gesamten Nachricht.</translation>
    </message>
    <message>
        <source>Packet %1: a middle packet of the RDMA WRITE, a full path MTU of data (%2 bytes) and no RETH; the responder places it after the previous one.</source>
        <translation>Paket %1: ein mittleres Paket des RDMA WRITE, eine volle Pfad-MTU an Daten (%2 Byte) und kein RETH; der Responder legt es hinter dem vorherigen ab.</translation>
    </message>
    <message>
        <source>Packet %1: the last packet of the RDMA WRITE with the rest of the message (%2 bytes, the last-packet payload set above), marked Congestion Experienced by a switch whose queue was above its marking threshold. It asks for an acknowledgement.</source>
        <translation>Paket %1: das letzte Paket des RDMA WRITE mit dem Rest der Nachricht (%2 Byte, die oben eingestellten Nutzdaten des letzten Pakets), von einem Switch, dessen Warteschlange über ihrer Markierungsschwelle lag, mit „Überlast aufgetreten“ (CE) markiert. Es fordert eine Bestätigung an.</translation>
    </message>
    <message>
        <source>Packet %1: the last packet of the RDMA WRITE with the rest of the message (%2 bytes, the last-packet payload set above). It asks for an acknowledgement.</source>
        <translation>Paket %1: das letzte Paket des RDMA WRITE mit dem Rest der Nachricht (%2 Byte, die oben eingestellten Nutzdaten des letzten Pakets). Es fordert eine Bestätigung an.</translation>
    </message>
</context>
<context>
    <name>ailab::labs::roce::CongestionCharts</name>
    <message>
        <source>Bottleneck egress queue (switch to receiver)</source>
        <translation>Egress-Warteschlange am Engpass (Switch zum Empfänger)</translation>
    </message>
    <message>
        <source>Time (ms)</source>
        <translation>Zeit (ms)</translation>
    </message>
    <message>
        <source>Queue (KB)</source>
        <translation>Warteschlange (KB)</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>KB</source>
        <translation>KB</translation>
    </message>
    <message>
        <source>Queue</source>
        <translation>Warteschlange</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>Goodput</translation>
    </message>
    <message>
        <source>What the sender chart shows</source>
        <translation>Was das Sender-Diagramm zeigt</translation>
    </message>
    <message>
        <source>Senders show:</source>
        <translation>Sender-Anzeige:</translation>
    </message>
    <message>
        <source>Kmin %1 KB</source>
        <translation>Kmin %1 KB</translation>
    </message>
    <message>
        <source>Kmax %1 KB</source>
        <translation>Kmax %1 KB</translation>
    </message>
    <message>
        <source>XOFF %1 KB (per ingress port)</source>
        <translation>XOFF %1 KB (pro Ingress-Port)</translation>
    </message>
    <message>
        <source>Buffer %1 KB</source>
        <translation>Puffer %1 KB</translation>
    </message>
    <message>
        <source>Goodput of each flow</source>
        <translation>Goodput jedes Flows</translation>
    </message>
    <message>
        <source>Goodput (Gb/s)</source>
        <translation>Goodput (Gb/s)</translation>
    </message>
    <message>
        <source>Gb/s</source>
        <translation>Gb/s</translation>
    </message>
    <message>
        <source>Sender %1</source>
        <translation>Sender %1</translation>
    </message>
    <message>
        <source>Senders (one line each)</source>
        <translation>Sender (je eine Linie)</translation>
    </message>
    <message>
        <source>Innocent flow goodput</source>
        <translation>Goodput des unbeteiligten Flows</translation>
    </message>
    <message>
        <source>Sending rate</source>
        <translation>Senderate</translation>
    </message>
    <message>
        <source>Kmax %1 KB, healthy up to here</source>
        <translation>Kmax %1 KB, bis hier intakt</translation>
    </message>
    <message>
        <source>Healthy up to %1 KB</source>
        <translation>Intakt bis %1 KB</translation>
    </message>
    <message>
        <source>Sending rate of each flow (DCQCN limit or demand, the lower)</source>
        <translation>Senderate jedes Flows (DCQCN-Grenze oder Bedarf, der kleinere Wert)</translation>
    </message>
    <message>
        <source>Sending rate of each flow (DCQCN off: its demand)</source>
        <translation>Senderate jedes Flows (DCQCN aus: sein Bedarf)</translation>
    </message>
    <message>
        <source>Sending rate (Gb/s)</source>
        <translation>Senderate (Gb/s)</translation>
    </message>
</context>
<context>
    <name>ailab::labs::roce::CongestionControls</name>
    <message>
        <source> KB</source>
        <translation> KB</translation>
    </message>
    <message>
        <source>Incast</source>
        <translation>Incast</translation>
    </message>
    <message>
        <source>Offered load in percent of the receiver&apos;s link</source>
        <translation>Angebotene Last in Prozent des Empfänger-Links</translation>
    </message>
    <message>
        <source>The senders&apos; total demand as a share of the receiver&apos;s link rate. Above 100 % the receiver&apos;s switch port is overloaded.</source>
        <translation>Der Gesamtbedarf der Sender als Anteil an der Linkrate des Empfängers. Über 100 % ist der Switch-Port des Empfängers überlastet.</translation>
    </message>
    <message>
        <source> : 1</source>
        <translation> : 1</translation>
    </message>
    <message>
        <source>Incast degree: senders to one receiver</source>
        <translation>Incast-Grad: Sender auf einen Empfänger</translation>
    </message>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <source>Link speed of every link</source>
        <translation>Link-Geschwindigkeit aller Links</translation>
    </message>
    <message numerus="yes">
        <source>%n ms</source>
        <translation>
            <numerusform>%n ms</numerusform>
            <numerusform>%n ms</numerusform>
        </translation>
    </message>
    <message>
        <source>Length of the run in simulated time</source>
        <translation>Dauer des Laufs in simulierter Zeit</translation>
    </message>
    <message>
        <source>Innocent flow beside the incast</source>
        <translation>Unbeteiligter Flow neben dem Incast</translation>
    </message>
    <message>
        <source>Adds a flow that shares the upstream switch with half of the senders but goes to another, idle receiver: only a PFC pause can slow it (head-of-line blocking).</source>
        <translation>Fügt einen Flow hinzu, der sich den vorgelagerten Switch mit der Hälfte der Sender teilt, aber zu einem anderen, unbelasteten Empfänger geht: Nur eine PFC-Pause kann ihn bremsen (Head-of-Line-Blocking).</translation>
    </message>
    <message>
        <source>Offered load:</source>
        <translation>Angebotene Last:</translation>
    </message>
    <message>
        <source>Senders:</source>
        <translation>Sender:</translation>
    </message>
    <message>
        <source>Link speed:</source>
        <translation>Link-Geschwindigkeit:</translation>
    </message>
    <message>
        <source>Run length:</source>
        <translation>Laufdauer:</translation>
    </message>
    <message>
        <source>Congestion control</source>
        <translation>Überlaststeuerung</translation>
    </message>
    <message>
        <source>ECN</source>
        <translation>ECN</translation>
    </message>
    <message>
        <source>ECN marking at the switches</source>
        <translation>ECN-Markierung an den Switches</translation>
    </message>
    <message>
        <source>PFC</source>
        <translation>PFC</translation>
    </message>
    <message>
        <source>Priority flow control (pause frames)</source>
        <translation>Priority Flow Control (Pause-Frames)</translation>
    </message>
    <message>
        <source>DCQCN</source>
        <translation>DCQCN</translation>
    </message>
    <message>
        <source>DCQCN rate control at the NICs</source>
        <translation>DCQCN-Ratensteuerung an den NICs</translation>
    </message>
    <message>
        <source>Kmin, Kmax per 25 Gb/s of link</source>
        <translation>Kmin, Kmax je 25 Gb/s Link</translation>
    </message>
    <message>
        <source>The production-derived default: Kmin 100 KB and Kmax 400 KB per 25 Gb/s of port speed. Clear it to set the bytes yourself.</source>
        <translation>Der aus der Praxis abgeleitete Standardwert: Kmin 100 KB und Kmax 400 KB pro 25 Gb/s Port-Geschwindigkeit. Deaktivieren Sie die Option, um die Bytes selbst festzulegen.</translation>
    </message>
    <message>
        <source>Scale the marking thresholds with the link speed</source>
        <translation>Markierungsschwellen mit der Link-Geschwindigkeit skalieren</translation>
    </message>
    <message>
        <source>ECN Kmin in kilobytes</source>
        <translation>ECN Kmin in Kilobyte</translation>
    </message>
    <message>
        <source>ECN Kmax in kilobytes</source>
        <translation>ECN Kmax in Kilobyte</translation>
    </message>
    <message>
        <source>ECN marking probability at Kmax</source>
        <translation>ECN-Markierungswahrscheinlichkeit bei Kmax</translation>
    </message>
    <message>
        <source>PFC XOFF threshold per ingress port in kilobytes</source>
        <translation>PFC-XOFF-Schwelle pro Ingress-Port in Kilobyte</translation>
    </message>
    <message>
        <source>Shared switch buffer in kilobytes</source>
        <translation>Gemeinsamer Switch-Puffer in Kilobyte</translation>
    </message>
    <message>
        <source>Kmin:</source>
        <translation>Kmin:</translation>
    </message>
    <message>
        <source>Kmax:</source>
        <translation>Kmax:</translation>
    </message>
    <message>
        <source>Pmax:</source>
        <translation>Pmax:</translation>
    </message>
    <message>
        <source>XOFF:</source>
        <translation>XOFF:</translation>
    </message>
    <message>
        <source>Buffer:</source>
        <translation>Puffer:</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 % of buffer</source>
        <translation>%1 % des Puffers</translation>
    </message>
</context>
<context>
    <name>ailab::labs::roce::CongestionExplainer</name>
    <message>
        <source>on</source>
        <translation>ein</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>ECN, PFC and DCQCN under incast</source>
        <translation>ECN, PFC und DCQCN bei Incast</translation>
    </message>
    <message>
        <source>ECN marking: p = 0 for q &amp;le; K&lt;sub&gt;min&lt;/sub&gt;; p = P&lt;sub&gt;max&lt;/sub&gt; (q &amp;minus; K&lt;sub&gt;min&lt;/sub&gt;) / (K&lt;sub&gt;max&lt;/sub&gt; &amp;minus; K&lt;sub&gt;min&lt;/sub&gt;) up to K&lt;sub&gt;max&lt;/sub&gt;; p = 1 above&lt;br&gt;PFC headroom = 2 &amp;times; rate &amp;times; link delay + 2 MTU frames&lt;br&gt;DCQCN on a CNP: R&lt;sub&gt;T&lt;/sub&gt; = R&lt;sub&gt;C&lt;/sub&gt;; R&lt;sub&gt;C&lt;/sub&gt; = R&lt;sub&gt;C&lt;/sub&gt; (1 &amp;minus; &amp;alpha;/2); &amp;alpha; = (1 &amp;minus; g) &amp;alpha; + g&lt;br&gt;every %1 µs without a CNP: &amp;alpha; = (1 &amp;minus; g) &amp;alpha;&lt;br&gt;increase: R&lt;sub&gt;C&lt;/sub&gt; = (R&lt;sub&gt;T&lt;/sub&gt; + R&lt;sub&gt;C&lt;/sub&gt;) / 2, after the first F steps with R&lt;sub&gt;T&lt;/sub&gt; += R&lt;sub&gt;AI&lt;/sub&gt;, then R&lt;sub&gt;T&lt;/sub&gt; += R&lt;sub&gt;HAI&lt;/sub&gt;</source>
        <translation>ECN-Markierung: p = 0 für q &amp;le; K&lt;sub&gt;min&lt;/sub&gt;; p = P&lt;sub&gt;max&lt;/sub&gt; (q &amp;minus; K&lt;sub&gt;min&lt;/sub&gt;) / (K&lt;sub&gt;max&lt;/sub&gt; &amp;minus; K&lt;sub&gt;min&lt;/sub&gt;) bis K&lt;sub&gt;max&lt;/sub&gt;; p = 1 darüber&lt;br&gt;PFC-Headroom = 2 &amp;times; Rate &amp;times; Link-Verzögerung + 2 MTU-Frames&lt;br&gt;DCQCN bei einem CNP: R&lt;sub&gt;T&lt;/sub&gt; = R&lt;sub&gt;C&lt;/sub&gt;; R&lt;sub&gt;C&lt;/sub&gt; = R&lt;sub&gt;C&lt;/sub&gt; (1 &amp;minus; &amp;alpha;/2); &amp;alpha; = (1 &amp;minus; g) &amp;alpha; + g&lt;br&gt;alle %1 µs ohne CNP: &amp;alpha; = (1 &amp;minus; g) &amp;alpha;&lt;br&gt;Erhöhung: R&lt;sub&gt;C&lt;/sub&gt; = (R&lt;sub&gt;T&lt;/sub&gt; + R&lt;sub&gt;C&lt;/sub&gt;) / 2, nach den ersten F Schritten mit R&lt;sub&gt;T&lt;/sub&gt; += R&lt;sub&gt;AI&lt;/sub&gt;, danach mit R&lt;sub&gt;T&lt;/sub&gt; += R&lt;sub&gt;HAI&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>ECN</source>
        <translation>ECN</translation>
    </message>
    <message>
        <source>control</source>
        <translation>Einstellung</translation>
    </message>
    <message>
        <source>Kmin</source>
        <translation>Kmin</translation>
    </message>
    <message>
        <source>%1 KB</source>
        <translation>%1 KB</translation>
    </message>
    <message>
        <source>100 KB per 25 Gb/s of port speed (production-derived default)</source>
        <translation>100 KB pro 25 Gb/s Port-Geschwindigkeit (aus der Praxis abgeleiteter Standardwert)</translation>
    </message>
    <message>
        <source>Kmax</source>
        <translation>Kmax</translation>
    </message>
    <message>
        <source>400 KB per 25 Gb/s of port speed (production-derived default)</source>
        <translation>400 KB pro 25 Gb/s Port-Geschwindigkeit (aus der Praxis abgeleiteter Standardwert)</translation>
    </message>
    <message>
        <source>Pmax</source>
        <translation>Pmax</translation>
    </message>
    <message>
        <source>production-derived default 0.2</source>
        <translation>aus der Praxis abgeleiteter Standardwert 0,2</translation>
    </message>
    <message>
        <source>PFC</source>
        <translation>PFC</translation>
    </message>
    <message>
        <source>XOFF per ingress port</source>
        <translation>XOFF pro Ingress-Port</translation>
    </message>
    <message>
        <source>teaching default</source>
        <translation>didaktischer Standardwert</translation>
    </message>
    <message>
        <source>Headroom per ingress port</source>
        <translation>Headroom pro Ingress-Port</translation>
    </message>
    <message>
        <source>packet engine, from the link&apos;s rate and delay</source>
        <translation>Paket-Engine, aus Rate und Verzögerung des Links</translation>
    </message>
    <message>
        <source>Shared buffer</source>
        <translation>Gemeinsamer Puffer</translation>
    </message>
    <message>
        <source>of the order of a Broadcom Trident 2&apos;s 12 MB</source>
        <translation>in der Größenordnung der 12 MB eines Broadcom Trident 2</translation>
    </message>
    <message>
        <source>DCQCN</source>
        <translation>DCQCN</translation>
    </message>
    <message>
        <source>g</source>
        <translation>g</translation>
    </message>
    <message>
        <source>Zhu et al. 2015: 1/256</source>
        <translation>Zhu et al. 2015: 1/256</translation>
    </message>
    <message>
        <source>Rate-increase timer</source>
        <translation>Timer für die Ratenerhöhung</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>Zhu et al. 2015</source>
        <translation>Zhu et al. 2015</translation>
    </message>
    <message>
        <source>Byte counter</source>
        <translation>Bytezähler</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>Fast-recovery steps F</source>
        <translation>Fast-Recovery-Schritte F</translation>
    </message>
    <message>
        <source>R_AI</source>
        <translation>R_AI</translation>
    </message>
    <message>
        <source>%1 Mb/s</source>
        <translation>%1 Mb/s</translation>
    </message>
    <message>
        <source>R_HAI</source>
        <translation>R_HAI</translation>
    </message>
    <message>
        <source>ten times R_AI</source>
        <translation>das Zehnfache von R_AI</translation>
    </message>
    <message>
        <source>CNP interval</source>
        <translation>CNP-Intervall</translation>
    </message>
    <message>
        <source>Zhu et al., &quot;Congestion Control for Large-Scale RDMA Deployments&quot;, ACM SIGCOMM 2015 (DCQCN).</source>
        <translation>Zhu et al., „Congestion Control for Large-Scale RDMA Deployments“, ACM SIGCOMM 2015 (DCQCN).</translation>
    </message>
    <message>
        <source>Floyd and Jacobson, &quot;Random Early Detection Gateways for Congestion Avoidance&quot;, IEEE/ACM ToN 1993 (RED marking).</source>
        <translation>Floyd und Jacobson, „Random Early Detection Gateways for Congestion Avoidance“, IEEE/ACM ToN 1993 (RED-Markierung).</translation>
    </message>
    <message>
        <source>IEEE 802.1Qbb, Priority-based Flow Control.</source>
        <translation>IEEE 802.1Qbb, Priority-based Flow Control.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;ECN.&lt;/b&gt; When more traffic heads for a port than it can send, its egress queue grows. The switch marks packets Congestion Experienced (the two ECN bits of the IP header set to 11) with a probability that rises with the queue, as RED does: nothing up to Kmin, up to Pmax at Kmax, every packet above. Marking does not slow anything by itself; it tells the receiver.&lt;/p&gt;&lt;p&gt;&lt;b&gt;DCQCN.&lt;/b&gt; The receiver&apos;s NIC (notification point) answers a marked packet with a CNP to the sender, at most one per flow every 50 µs. The sender&apos;s NIC (reaction point) cuts its rate by alpha/2 on each CNP, and without CNPs climbs back: five fast-recovery steps halfway to the target rate, then additive and hyper increases, each step from a timer or a byte counter. Flows that share a port get about the same number of marks and settle at equal shares.&lt;/p&gt;&lt;p&gt;&lt;b&gt;PFC.&lt;/b&gt; When an ingress port holds XOFF bytes of the lossless priority, the switch sends a pause frame upstream; the sender stops that priority on the link until XON. The headroom above XOFF absorbs what is still on the wire. No packet is lost, but a pause stops every flow of the priority on that link, including flows that go elsewhere: head-of-line blocking. Lossless does not mean congestion-free (AI Infrastructure Explained, section 04.4).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;ECN.&lt;/b&gt; Wenn mehr Verkehr auf einen Port zuläuft, als er senden kann, wächst seine Egress-Warteschlange. Der Switch markiert Pakete als Congestion Experienced (die beiden ECN-Bits im IP-Header auf 11 gesetzt), mit einer Wahrscheinlichkeit, die wie bei RED mit der Warteschlange steigt: keine bis Kmin, bis zu Pmax bei Kmax, jedes Paket darüber. Die Markierung bremst selbst nichts; sie informiert den Empfänger.&lt;/p&gt;&lt;p&gt;&lt;b&gt;DCQCN.&lt;/b&gt; Die NIC des Empfängers (Notification Point) beantwortet ein markiertes Paket mit einem CNP an den Sender, höchstens einem pro Flow alle 50 µs. Die NIC des Senders (Reaction Point) senkt ihre Rate bei jedem CNP um alpha/2 und steigt ohne CNPs wieder an: fünf Fast-Recovery-Schritte, jeweils auf halbem Weg zur Zielrate, dann additive und Hyper-Erhöhungen, jeder Schritt ausgelöst durch einen Timer oder einen Bytezähler. Flows, die sich einen Port teilen, erhalten etwa gleich viele Markierungen und pendeln sich auf gleiche Anteile ein.&lt;/p&gt;&lt;p&gt;&lt;b&gt;PFC.&lt;/b&gt; Wenn ein Ingress-Port XOFF Bytes der verlustfreien Priorität hält, sendet der Switch einen Pause-Frame stromaufwärts; der Sender stoppt diese Priorität auf dem Link bis zum XON. Der Headroom oberhalb von XOFF nimmt auf, was noch auf der Leitung unterwegs ist. Kein Paket geht verloren, aber eine Pause stoppt jeden Flow dieser Priorität auf dem Link, auch Flows mit anderen Zielen: Head-of-Line-Blocking. Verlustfrei heißt nicht überlastfrei (AI Infrastructure Explained, Abschnitt 04.4).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Healthy queue p99</source>
        <translation>Intakte Warteschlange p99</translation>
    </message>
    <message>
        <source>up to %1 KB</source>
        <translation>bis %1 KB</translation>
    </message>
    <message>
        <source>status rule: the production-derived Kmax for this port&apos;s speed, whatever Kmax is set to</source>
        <translation>Statusregel: das aus der Produktion abgeleitete Kmax für die Geschwindigkeit dieses Ports, gleich, worauf Kmax eingestellt ist</translation>
    </message>
    <message>
        <source>Fair shares</source>
        <translation>Faire Anteile</translation>
    </message>
    <message>
        <source>Jain&apos;s index from %1</source>
        <translation>Jain-Index ab %1</translation>
    </message>
    <message>
        <source>status rule</source>
        <translation>Statusregel</translation>
    </message>
    <message>
        <source>Innocent flow held back</source>
        <translation>Unbeteiligter Flow ausgebremst</translation>
    </message>
    <message>
        <source>below %1 % of its demand</source>
        <translation>unter %1 % seines Bedarfs</translation>
    </message>
    <message>
        <source>status rule (headers take about 6 %)</source>
        <translation>Statusregel (Header belegen etwa 6 %)</translation>
    </message>
</context>
<context>
    <name>ailab::labs::roce::CongestionFeedbackView</name>
    <message>
        <source>Cannot happen: ECN is off.</source>
        <translation>Nicht möglich: ECN ist aus.</translation>
    </message>
    <message>
        <source>Cannot happen: DCQCN is off.</source>
        <translation>Nicht möglich: DCQCN ist aus.</translation>
    </message>
    <message>
        <source>Not yet.</source>
        <translation>Noch nicht.</translation>
    </message>
    <message>
        <source>At %1 µs: %2 Gb/s offered to a %3 Gb/s link.</source>
        <translation>Bei %1 µs: %2 Gb/s angeboten für einen Link mit %3 Gb/s.</translation>
    </message>
    <message>
        <source>At %1 µs the queue reached Kmin (%2 KB).</source>
        <translation>Bei %1 µs erreichte die Warteschlange Kmin (%2 KB).</translation>
    </message>
    <message numerus="yes">
        <source>First CE mark at %1 µs; %n marks so far.</source>
        <translation>
            <numerusform>Erste CE-Markierung bei %1 µs; bisher %n Markierung.</numerusform>
            <numerusform>Erste CE-Markierung bei %1 µs; bisher %n Markierungen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>First CNP at %1 µs; %n CNPs so far.</source>
        <translation>
            <numerusform>Erster CNP bei %1 µs; bisher %n CNP.</numerusform>
            <numerusform>Erster CNP bei %1 µs; bisher %n CNPs.</numerusform>
        </translation>
    </message>
    <message>
        <source>01</source>
        <translation>01</translation>
    </message>
    <message>
        <source>02</source>
        <translation>02</translation>
    </message>
    <message>
        <source>03</source>
        <translation>03</translation>
    </message>
    <message>
        <source>04</source>
        <translation>04</translation>
    </message>
    <message>
        <source>05</source>
        <translation>05</translation>
    </message>
    <message>
        <source>Traffic burst</source>
        <translation>Verkehrsspitze</translation>
    </message>
    <message>
        <source>Queue growth</source>
        <translation>Anstieg der Warteschlange</translation>
    </message>
    <message>
        <source>ECN marking</source>
        <translation>ECN-Markierung</translation>
    </message>
    <message>
        <source>CNP feedback</source>
        <translation>CNP-Rückmeldung</translation>
    </message>
    <message>
        <source>Rate adjustment</source>
        <translation>Ratenanpassung</translation>
    </message>
    <message>
        <source>Multiple senders transmit toward a shared destination.</source>
        <translation>Mehrere Sender senden zu einem gemeinsamen Ziel.</translation>
    </message>
    <message>
        <source>Switch egress queue occupancy increases.</source>
        <translation>Die Belegung der Egress-Warteschlange des Switches steigt.</translation>
    </message>
    <message>
        <source>Congested switch marks eligible packets.</source>
        <translation>Der überlastete Switch markiert geeignete Pakete.</translation>
    </message>
    <message>
        <source>Receiver signals congestion toward the sender.</source>
        <translation>Der Empfänger meldet dem Sender die Überlast.</translation>
    </message>
    <message>
        <source>Sender reduces or adapts its transmission rate.</source>
        <translation>Der Sender senkt seine Senderate oder passt sie an.</translation>
    </message>
    <message>
        <source>RoCEv2 congestion feedback sequence</source>
        <translation>Ablauf der Überlast-Rückmeldung bei RoCEv2</translation>
    </message>
    <message>
        <source>At %1 µs a sender cut its sending rate from %2 to %3 Gb/s.</source>
        <translation>Bei %1 µs senkte ein Sender seine Senderate von %2 auf %3 Gb/s.</translation>
    </message>
    <message>
        <source>At %1 µs DCQCN cut a sender&apos;s rate limit from %2 to %3 Gb/s, still above what it sends.</source>
        <translation>Bei %1 µs senkte DCQCN die Ratengrenze eines Senders von %2 auf %3 Gb/s, noch über dem, was er sendet.</translation>
    </message>
    <message>
        <source>At %1 µs DCQCN cut a sender&apos;s rate limit from %2 to %3 Gb/s; its sending rate first fell at %4 µs, from %5 to %6 Gb/s.</source>
        <translation>Bei %1 µs senkte DCQCN die Ratengrenze eines Senders von %2 auf %3 Gb/s; seine Senderate sank zuerst bei %4 µs, von %5 auf %6 Gb/s.</translation>
    </message>
</context>
<context>
    <name>ailab::labs::roce::CongestionPage</name>
    <message>
        <source>Queue and rates</source>
        <translation>Warteschlange und Raten</translation>
    </message>
    <message>
        <source>How ECN, PFC and DCQCN work</source>
        <translation>Wie ECN, PFC und DCQCN funktionieren</translation>
    </message>
    <message>
        <source>Congestion charts and explanation</source>
        <translation>Überlast-Diagramme und Erläuterung</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>Nicht angewendet: %1</translation>
    </message>
</context>
<context>
    <name>ailab::labs::roce::CongestionTiles</name>
    <message>
        <source>Goodput</source>
        <translation>Goodput</translation>
    </message>
    <message>
        <source>Bytes the receiver accepted in order from the incast&apos;s senders, per second of the run so far.</source>
        <translation>Bytes, die der Empfänger von den Sendern des Incast in der richtigen Reihenfolge angenommen hat, pro Sekunde des bisherigen Laufs.</translation>
    </message>
    <message>
        <source>Jain fairness</source>
        <translation>Jain-Fairness</translation>
    </message>
    <message>
        <source>Jain&apos;s index of the senders&apos; goodput, (Σx)² / (n·Σx²), over the second half of the run so far: 1 means every sender got the same share (Jain, Chiu and Hawe 1984).</source>
        <translation>Jain-Index des Goodputs der Sender, (Σx)² / (n·Σx²), über die zweite Hälfte des bisherigen Laufs: 1 bedeutet, dass jeder Sender denselben Anteil erhalten hat (Jain, Chiu and Hawe 1984).</translation>
    </message>
    <message>
        <source>Queue p99</source>
        <translation>Warteschlange p99</translation>
    </message>
    <message>
        <source>The bottleneck egress queue, sampled every 10 µs: its 99th percentile, median and maximum over the run so far.</source>
        <translation>Die Egress-Warteschlange am Engpass, alle 10 µs abgetastet: ihr 99. Perzentil, Median und Maximum über den bisherigen Lauf.</translation>
    </message>
    <message>
        <source>ECN marks</source>
        <translation>ECN-Markierungen</translation>
    </message>
    <message>
        <source>Packets a switch marked Congestion Experienced (CE).</source>
        <translation>Pakete, die ein Switch als Congestion Experienced (CE) markiert hat.</translation>
    </message>
    <message>
        <source>CNPs</source>
        <translation>CNPs</translation>
    </message>
    <message>
        <source>Congestion Notification Packets the receiver sent, at most one per flow every 50 µs.</source>
        <translation>Congestion Notification Packets, die der Empfänger gesendet hat, höchstens eines pro Flow alle 50 µs.</translation>
    </message>
    <message>
        <source>PFC pauses</source>
        <translation>PFC-Pausen</translation>
    </message>
    <message>
        <source>XOFF pause frames sent upstream, and how long egress ports were stopped in total.</source>
        <translation>Nach upstream gesendete XOFF-Pause-Frames und wie lange Egress-Ports insgesamt angehalten waren.</translation>
    </message>
    <message>
        <source>Drops</source>
        <translation>Verworfene Pakete</translation>
    </message>
    <message>
        <source>Packets a switch refused because its buffer was full.</source>
        <translation>Pakete, die ein Switch verworfen hat, weil sein Puffer voll war.</translation>
    </message>
    <message>
        <source>Retransmitted</source>
        <translation>Erneut gesendet</translation>
    </message>
    <message>
        <source>Bytes sent again after a loss (go-back-N from the NAK&apos;s PSN, or after a timeout).</source>
        <translation>Nach einem Verlust erneut gesendete Bytes (go-back-N ab der PSN des NAK oder nach einem Timeout).</translation>
    </message>
    <message>
        <source>Innocent flow</source>
        <translation>Unbeteiligter Flow</translation>
    </message>
    <message>
        <source>Goodput of the flow to the idle receiver. It crosses no congested port: only PFC pauses can slow it.</source>
        <translation>Goodput des Flows zum unbelasteten Empfänger. Er durchläuft keinen überlasteten Port: Nur PFC-Pausen können ihn bremsen.</translation>
    </message>
    <message>
        <source>Gb/s</source>
        <translation>Gb/s</translation>
    </message>
    <message>
        <source>of a %1 Gb/s link</source>
        <translation>eines Links mit %1 Gb/s</translation>
    </message>
    <message>
        <source>from %1 to %2 ms</source>
        <translation>von %1 bis %2 ms</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>not yet run</source>
        <translation>noch nicht ausgeführt</translation>
    </message>
    <message>
        <source>KB</source>
        <translation>KB</translation>
    </message>
    <message>
        <source>ECN on</source>
        <translation>ECN an</translation>
    </message>
    <message>
        <source>ECN off</source>
        <translation>ECN aus</translation>
    </message>
    <message>
        <source>DCQCN on</source>
        <translation>DCQCN an</translation>
    </message>
    <message>
        <source>DCQCN off</source>
        <translation>DCQCN aus</translation>
    </message>
    <message>
        <source>paused %1 µs in total</source>
        <translation>insgesamt %1 µs pausiert</translation>
    </message>
    <message>
        <source>PFC on: lossless class</source>
        <translation>PFC an: verlustfreie Klasse</translation>
    </message>
    <message>
        <source>PFC off: lossy class</source>
        <translation>PFC aus: verlustbehaftete Klasse</translation>
    </message>
    <message numerus="yes">
        <source>%n timeouts</source>
        <translation>
            <numerusform>%n Timeout</numerusform>
            <numerusform>%n Timeouts</numerusform>
        </translation>
    </message>
    <message>
        <source>wants %1 Gb/s</source>
        <translation>möchte %1 Gb/s</translation>
    </message>
    <message>
        <source>not in this run</source>
        <translation>nicht in diesem Lauf</translation>
    </message>
    <message>
        <source>p50 %1 KB, max %2 KB; healthy up to %3 KB</source>
        <translation>p50 %1 KB, max. %2 KB; intakt bis %3 KB</translation>
    </message>
</context>
<context>
    <name>ailab::labs::roce::FeedbackStepCard</name>
    <message>
        <source>Not yet.</source>
        <translation>Noch nicht.</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <extracomment>Prefix of the feedback step that is going on now</extracomment>
        <translation>Jetzt: %1</translation>
    </message>
</context>
<context>
    <name>ailab::labs::roce::RoceLab</name>
    <message>
        <source>RDMA and RoCEv2</source>
        <translation>RDMA und RoCEv2</translation>
    </message>
    <message>
        <source>Follow an RDMA WRITE packet by packet, read RoCEv2 headers byte by byte, and control congestion with ECN, PFC and DCQCN on a packet-level model.</source>
        <translation>Verfolgen Sie ein RDMA WRITE Paket für Paket, lesen Sie RoCEv2-Header Byte für Byte und steuern Sie Überlast mit ECN, PFC und DCQCN an einem Modell auf Paketebene.</translation>
    </message>
    <message>
        <source>RDMA &amp;WRITE</source>
        <translation>RDMA &amp;WRITE</translation>
    </message>
    <message>
        <source>Packet &amp;anatomy</source>
        <translation>&amp;Paketanatomie</translation>
    </message>
    <message>
        <source>&amp;Congestion control</source>
        <translation>Überlast&amp;steuerung</translation>
    </message>
    <message>
        <source>&amp;Incident AI-NET-004</source>
        <translation>&amp;Vorfall AI-NET-004</translation>
    </message>
    <message>
        <source>RoCE lab modes</source>
        <translation>Modi des RoCE-Labors</translation>
    </message>
</context>
<context>
    <name>ailab::labs::roce::WalkthroughComparison</name>
    <message>
        <source>RDMA: data in GPU B&apos;s memory</source>
        <translation>RDMA: Daten im Speicher von GPU B</translation>
    </message>
    <message>
        <source>RDMA: CPU time, both hosts</source>
        <translation>RDMA: CPU-Zeit, beide Hosts</translation>
    </message>
    <message>
        <source>RDMA: copies of the message</source>
        <translation>RDMA: Kopien der Nachricht</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>RDMA WRITE</source>
        <translation>RDMA WRITE</translation>
    </message>
    <message>
        <source>Sockets (TCP)</source>
        <translation>Sockets (TCP)</translation>
    </message>
    <message>
        <source>Totals of the RDMA and socket paths</source>
        <translation>Summen des RDMA- und des Socket-Pfads</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Done by</source>
        <translation>Ausgeführt von</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>CPU time</source>
        <translation>CPU-Zeit</translation>
    </message>
    <message>
        <source>Steps of the RDMA WRITE</source>
        <translation>Schritte des RDMA WRITE</translation>
    </message>
    <message>
        <source>Steps of the socket transfer</source>
        <translation>Schritte der Socket-Übertragung</translation>
    </message>
    <message>
        <source>RDMA WRITE (GPUDirect, one-sided)</source>
        <translation>RDMA WRITE (GPUDirect, einseitig)</translation>
    </message>
    <message>
        <source>Sockets (TCP), through host memory</source>
        <translation>Sockets (TCP), über den Host-Speicher</translation>
    </message>
    <message>
        <source>before</source>
        <translation>vorher</translation>
    </message>
    <message>
        <source>With sockets: %1</source>
        <translation>Mit Sockets: %1</translation>
    </message>
    <message>
        <source>Data in GPU B&apos;s memory</source>
        <translation>Daten im Speicher von GPU B</translation>
    </message>
    <message>
        <source>Sender knows it is done</source>
        <translation>Sender weiß, dass die Übertragung fertig ist</translation>
    </message>
    <message>
        <source>not modelled</source>
        <translation>nicht modelliert</translation>
    </message>
    <message>
        <source>CPU time on host A</source>
        <translation>CPU-Zeit auf Host A</translation>
    </message>
    <message>
        <source>CPU time on host B</source>
        <translation>CPU-Zeit auf Host B</translation>
    </message>
    <message>
        <source>Copies of the message</source>
        <translation>Kopien der Nachricht</translation>
    </message>
    <message>
        <source>Bytes copied by a CPU</source>
        <translation>Von einer CPU kopierte Bytes</translation>
    </message>
    <message>
        <source>Packets on the wire</source>
        <translation>Pakete auf der Leitung</translation>
    </message>
    <message>
        <source>One-time setup</source>
        <translation>Einmalige Einrichtung</translation>
    </message>
    <message>
        <source>TCP connection, not modelled</source>
        <translation>TCP-Verbindung, nicht modelliert</translation>
    </message>
    <message>
        <source>Times from the start of the transfer. Steps overlap: only the steps on the critical path add up to the total; remote placement runs beside the ACK. A busy-polling RDMA application also spins its CPU while it waits; the CPU times here count the work done. Most timing figures are teaching assumptions, listed with their sources in the explainer.</source>
        <translation>Zeiten ab dem Beginn der Übertragung. Schritte überlappen sich: Nur die Schritte auf dem kritischen Pfad ergeben zusammen die Gesamtzeit; die Ablage im entfernten Speicher läuft parallel zum ACK. Eine RDMA-Anwendung mit Busy-Polling lässt ihre CPU auch beim Warten kreisen; die CPU-Zeiten hier zählen die geleistete Arbeit. Die meisten Zeitangaben sind didaktische Annahmen, die mit ihren Quellen in der Erläuterung aufgeführt sind.</translation>
    </message>
</context>
<context>
    <name>ailab::labs::roce::WalkthroughPanel</name>
    <message>
        <source>Transfer size</source>
        <translation>Übertragungsgröße</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>Path MTU</source>
        <translation>Path MTU</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>Vorheriger Schritt</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Nächster Schritt</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Play the steps</source>
        <translation>Die Schritte abspielen</translation>
    </message>
    <message>
        <source>Transfer size:</source>
        <translation>Übertragungsgröße:</translation>
    </message>
    <message>
        <source>Path MTU:</source>
        <translation>Path MTU:</translation>
    </message>
    <message>
        <source>GPU A to GPU B: one RDMA WRITE</source>
        <translation>GPU A zu GPU B: ein RDMA WRITE</translation>
    </message>
    <message>
        <source>Steps of the RDMA WRITE</source>
        <translation>Schritte des RDMA WRITE</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>Schritt für Schritt</translation>
    </message>
    <message>
        <source>Sockets vs RDMA</source>
        <translation>Sockets vs. RDMA</translation>
    </message>
    <message>
        <source>%1. %2 (%3, once before the transfer, %4)</source>
        <translation>%1. %2 (%3, einmal vor der Übertragung, %4)</translation>
    </message>
    <message>
        <source>%1. %2 (%3, at %4 for %5)</source>
        <translation>%1. %2 (%3, bei %4 für %5)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Pause the steps</source>
        <translation>Die Schritte anhalten</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>Schritt %1 von %2: %3</translation>
    </message>
    <message>
        <source>Done once before the transfer; it takes %1.</source>
        <translation>Wird einmal vor der Übertragung ausgeführt; dauert %1.</translation>
    </message>
    <message>
        <source>Starts %1 after the work request is posted and adds %2 to the transfer, which completes after %3.</source>
        <translation>Beginnt %1 nach dem Einstellen des Work Requests und verlängert die Übertragung um %2; sie ist nach %3 abgeschlossen.</translation>
    </message>
    <message>
        <source>Starts %1 after the work request is posted and takes %2, beside the steps on the critical path.</source>
        <translation>Beginnt %1 nach dem Einstellen des Work Requests und dauert %2, parallel zu den Schritten auf dem kritischen Pfad.</translation>
    </message>
    <message>
        <source>CPU time: %1.</source>
        <translation>CPU-Zeit: %1.</translation>
    </message>
    <message>
        <source>No CPU time: hardware does this step while the CPUs do other work.</source>
        <translation>Keine CPU-Zeit: Die Hardware erledigt diesen Schritt, während die CPUs anderes tun.</translation>
    </message>
    <message numerus="yes">
        <source>This step sends %n packet(s); they appear in the packet list.</source>
        <translation>
            <numerusform>Dieser Schritt sendet %n Paket; es erscheint in der Paketliste.</numerusform>
            <numerusform>Dieser Schritt sendet %n Pakete; sie erscheinen in der Paketliste.</numerusform>
        </translation>
    </message>
    <message>
        <source>Done by:</source>
        <translation>Ausgeführt von:</translation>
    </message>
    <message>
        <source>InfiniBand Architecture Specification Vol. 1, chapter 9, and Annex A17 (RoCEv2)</source>
        <translation>InfiniBand Architecture Specification Vol. 1, Kapitel 9, und Annex A17 (RoCEv2)</translation>
    </message>
    <message>
        <source>Kalia, Kaminsky, Andersen: Design guidelines for high performance RDMA systems, USENIX ATC 2016</source>
        <translation>Kalia, Kaminsky, Andersen: Design guidelines for high performance RDMA systems, USENIX ATC 2016</translation>
    </message>
    <message>
        <source>One RDMA WRITE from a GPU in one server to a GPU in another, step by step: what the application, the driver, the NICs and the wire do, and what each step costs, beside the same transfer through sockets.</source>
        <translation>Ein RDMA WRITE von einer GPU in einem Server zu einer GPU in einem anderen, Schritt für Schritt: was die Anwendung, der Treiber, die NICs und die Leitung tun und was jeder Schritt kostet, neben derselben Übertragung über Sockets.</translation>
    </message>
</context>
<context>
    <name>ailab::labs::scheduler::BackfillPage</name>
    <message>
        <source>Backfill mode shown</source>
        <translation>Gezeigter Backfill-Modus</translation>
    </message>
    <message>
        <source>Run the three &amp;modes</source>
        <translation>Die drei &amp;Modi ausführen</translation>
    </message>
    <message>
        <source>Backfill</source>
        <translation>Backfill</translation>
    </message>
    <message>
        <source>Followed job starts</source>
        <translation>Verfolgter Job startet</translation>
    </message>
    <message>
        <source>Reserved start</source>
        <translation>Reservierter Start</translation>
    </message>
    <message>
        <source>Jobs started ahead</source>
        <translation>Davor gestartete Jobs</translation>
    </message>
    <message>
        <source>Mean wait</source>
        <translation>Mittlere Wartezeit</translation>
    </message>
    <message>
        <source>All done</source>
        <translation>Alle fertig</translation>
    </message>
    <message>
        <source>The three backfill modes compared</source>
        <translation>Die drei Backfill-Modi im Vergleich</translation>
    </message>
    <message>
        <source>GPUs over time</source>
        <translation>GPUs über der Zeit</translation>
    </message>
    <message>
        <source>Gantt chart</source>
        <translation>Gantt-Diagramm</translation>
    </message>
    <message>
        <source>Backfill on the users&apos; time limits</source>
        <translation>Backfill mit den Zeitlimits der Nutzer</translation>
    </message>
    <message>
        <source>&lt;p&gt;With strict FIFO, a big job at the head of the queue blocks everything behind it while GPUs sit idle. &lt;b&gt;EASY backfill&lt;/b&gt; gives the head job a reservation: the earliest time it fits if every running job holds its GPUs until its time limit. A job behind it may start now only if it ends, by its own limit, before that reservation or uses none of its GPUs, so the head job is never delayed past it. &lt;b&gt;Conservative backfill&lt;/b&gt; gives every waiting job a reservation and never delays any of them.&lt;/p&gt;&lt;p&gt;Jobs often end before their limits: the followed job can then start before its reservation, and a job let in front can still be running.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Mit striktem FIFO blockiert ein großer Job an der Spitze der Warteschlange alles hinter ihm, während GPUs leer stehen. &lt;b&gt;EASY-Backfill&lt;/b&gt; gibt dem vordersten Job eine Reservierung: den frühesten Zeitpunkt, zu dem er passt, wenn jeder laufende Job seine GPUs bis zu seinem Zeitlimit hält. Ein Job dahinter darf jetzt nur starten, wenn er nach seinem eigenen Limit vor dieser Reservierung endet oder keine ihrer GPUs nutzt; so wird der vorderste Job nie über sie hinaus verzögert. &lt;b&gt;Konservatives Backfill&lt;/b&gt; gibt jedem wartenden Job eine Reservierung und verzögert keinen von ihnen.&lt;/p&gt;&lt;p&gt;Jobs enden oft vor ihrem Limit: Der verfolgte Job kann dann vor seiner Reservierung starten, und ein vorgelassener Job kann noch laufen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>A job j starts ahead only if now + limit(j) ≤ reserved start, or its GPUs are outside the reservation</source>
        <translation>Ein Job j startet nur dann vorher, wenn jetzt + Limit(j) ≤ reservierter Start, oder seine GPUs außerhalb der Reservierung liegen</translation>
    </message>
    <message>
        <source>Time limits</source>
        <translation>Zeitlimits</translation>
    </message>
    <message>
        <source>each job&apos;s limit in the scenario</source>
        <translation>das Limit jedes Jobs im Szenario</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>Followed job</source>
        <translation>Verfolgter Job</translation>
    </message>
    <message>
        <source>the job with the most GPUs</source>
        <translation>der Job mit den meisten GPUs</translation>
    </message>
    <message>
        <source>this page</source>
        <translation>diese Seite</translation>
    </message>
    <message>
        <source>Lifka, &quot;The ANL/IBM SP scheduling system&quot;, JSSPP 1995 (EASY)</source>
        <translation>Lifka, „The ANL/IBM SP scheduling system“, JSSPP 1995 (EASY)</translation>
    </message>
    <message>
        <source>Mu&apos;alem and Feitelson, IEEE TPDS 12(6), 2001 (conservative backfill)</source>
        <translation>Mu&apos;alem und Feitelson, IEEE TPDS 12(6), 2001 (konservatives Backfill)</translation>
    </message>
    <message>
        <source>Slurm&apos;s backfill scheduler plugin (bf_max_job_test)</source>
        <translation>Das Backfill-Scheduler-Plugin von Slurm (bf_max_job_test)</translation>
    </message>
    <message>
        <source>The runs failed: %1</source>
        <translation>Die Läufe sind fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>The run has no jobs: open the preset &quot;A big job waits&quot; or submit jobs on the Cluster page.</source>
        <translation>Der Lauf hat keine Jobs: Öffnen Sie die Vorlage „Ein großer Job wartet“ oder reichen Sie auf der Seite Cluster Jobs ein.</translation>
    </message>
    <message>
        <source>Running the jobs under each mode…</source>
        <translation>Die Jobs laufen in jedem Modus …</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message numerus="yes">
        <source>Followed job: %1 (%n GPU(s)), submitted at %2.</source>
        <translation>
            <numerusform>Verfolgter Job: %1 (%n GPU), eingereicht bei %2.</numerusform>
            <numerusform>Verfolgter Job: %1 (%n GPUs), eingereicht bei %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Press Run to play the run&apos;s jobs under each mode.</source>
        <translation>Drücken Sie Ausführen, um die Jobs des Laufs in jedem Modus abzuspielen.</translation>
    </message>
</context>
<context>
    <name>ailab::labs::scheduler::ClusterDrawing</name>
    <message>
        <source>GPU cells of the cluster&apos;s nodes</source>
        <translation>GPU-Zellen der Knoten des Clusters</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>ausgefallen</translation>
    </message>
    <message>
        <source>down</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>Belegt von</translation>
    </message>
    <message>
        <source>Idle share</source>
        <translation>Freier Anteil</translation>
    </message>
    <message>
        <source>Node state</source>
        <translation>Knotenzustand</translation>
    </message>
    <message>
        <source>up</source>
        <translation>in Betrieb</translation>
    </message>
</context>
<context>
    <name>ailab::labs::scheduler::ClusterPage</name>
    <message>
        <source>Available GPUs</source>
        <translation>Verfügbare GPUs</translation>
    </message>
    <message>
        <source>GPUs on nodes that are up with no job on them.</source>
        <translation>GPUs auf laufenden Knoten, auf denen kein Job liegt.</translation>
    </message>
    <message>
        <source>Running jobs</source>
        <translation>Laufende Jobs</translation>
    </message>
    <message>
        <source>Jobs placed and running now; a gang counts once.</source>
        <translation>Jetzt platzierte und laufende Jobs; eine Gang zählt einmal.</translation>
    </message>
    <message>
        <source>Queued jobs</source>
        <translation>Wartende Jobs</translation>
    </message>
    <message>
        <source>Jobs waiting for GPUs, in the order the scheduler takes them.</source>
        <translation>Jobs, die auf GPUs warten, in der Reihenfolge, in der der Scheduler sie nimmt.</translation>
    </message>
    <message>
        <source>GPU allocation</source>
        <translation>GPU-Belegung</translation>
    </message>
    <message>
        <source>Allocated GPU share over all GPUs of the cluster; a fraction counts as its share.</source>
        <translation>Belegter GPU-Anteil über alle GPUs des Clusters; ein Bruchteil zählt mit seinem Anteil.</translation>
    </message>
    <message>
        <source>Workloads and operations</source>
        <translation>Workloads und Betrieb</translation>
    </message>
    <message>
        <source>Submit training (&amp;4 GPUs)</source>
        <translation>Training einreichen (&amp;4 GPUs)</translation>
    </message>
    <message>
        <source>The course&apos;s training job: 4 GPUs on one node, 4 hours.</source>
        <translation>Der Trainingsjob des Kurses: 4 GPUs auf einem Knoten, 4 Stunden.</translation>
    </message>
    <message>
        <source>Submit inference (&amp;1 GPU)</source>
        <translation>Inferenz einreichen (&amp;1 GPU)</translation>
    </message>
    <message>
        <source>The course&apos;s inference job: 1 GPU, 1 hour.</source>
        <translation>Der Inferenzjob des Kurses: 1 GPU, 1 Stunde.</translation>
    </message>
    <message>
        <source>Workers of the custom job</source>
        <translation>Worker des eigenen Jobs</translation>
    </message>
    <message>
        <source>GPUs per worker of the custom job</source>
        <translation>GPUs je Worker des eigenen Jobs</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>GPU share of the custom job</source>
        <translation>GPU-Anteil des eigenen Jobs</translation>
    </message>
    <message>
        <source>Below 100 %, a one-GPU worker takes this share of one GPU.</source>
        <translation>Unter 100 % nimmt ein Worker mit einer GPU diesen Anteil einer GPU.</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source>Run time of the custom job</source>
        <translation>Laufzeit des eigenen Jobs</translation>
    </message>
    <message>
        <source>Priority of the custom job</source>
        <translation>Priorität des eigenen Jobs</translation>
    </message>
    <message>
        <source>Submit c&amp;ustom job</source>
        <translation>Eigenen &amp;Job einreichen</translation>
    </message>
    <message>
        <source>Node to fail or repair</source>
        <translation>Knoten zum Ausfallen oder Reparieren</translation>
    </message>
    <message>
        <source>Fail n&amp;ode</source>
        <translation>Kn&amp;oten ausfallen lassen</translation>
    </message>
    <message>
        <source>Repa&amp;ir node</source>
        <translation>Knoten repar&amp;ieren</translation>
    </message>
    <message>
        <source>Workers:</source>
        <translation>Worker:</translation>
    </message>
    <message>
        <source>GPUs per worker:</source>
        <translation>GPUs je Worker:</translation>
    </message>
    <message>
        <source>GPU share:</source>
        <translation>GPU-Anteil:</translation>
    </message>
    <message>
        <source>Run time:</source>
        <translation>Laufzeit:</translation>
    </message>
    <message>
        <source>Priority:</source>
        <translation>Priorität:</translation>
    </message>
    <message>
        <source>Node:</source>
        <translation>Knoten:</translation>
    </message>
    <message>
        <source>Nodes and their GPUs</source>
        <translation>Knoten und ihre GPUs</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>Job queue</source>
        <translation>Warteschlange</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Priorität</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Wartet seit</translation>
    </message>
    <message>
        <source>Scheduler event timeline</source>
        <translation>Ereignisverlauf des Schedulers</translation>
    </message>
    <message>
        <source>Not submitted: %1 (%2)</source>
        <translation>Nicht eingereicht: %1 (%2)</translation>
    </message>
    <message>
        <source>Gang scheduling on GPU cells</source>
        <translation>Gang-Scheduling auf GPU-Zellen</translation>
    </message>
    <message>
        <source>&lt;p&gt;A job asks for a gang of workers, each with its GPUs (whole, a share of one GPU, or a MIG slice), CPU and memory. The scheduler starts every worker at once or none (gang scheduling), taking queued jobs by priority, then in arrival order. The placement policy chooses the node of each worker: the course&apos;s first-fit takes the first node that fits. A job that does not fit waits in the queue; with strict FIFO nothing behind it starts.&lt;/p&gt;&lt;p&gt;A failed node interrupts its jobs: they lose the work since their last checkpoint and queue again.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ein Job fordert eine Gang von Workern an, jeder mit seinen GPUs (ganz, ein Anteil einer GPU oder eine MIG-Instanz), CPU und Speicher. Der Scheduler startet alle Worker zugleich oder keinen (Gang-Scheduling) und nimmt wartende Jobs nach Priorität, dann in Ankunftsreihenfolge. Die Platzierungsstrategie wählt den Knoten jedes Workers: First-Fit des Kurses nimmt den ersten Knoten, der passt. Ein Job, der nicht passt, wartet; mit striktem FIFO startet nichts hinter ihm.&lt;/p&gt;&lt;p&gt;Ein ausgefallener Knoten unterbricht seine Jobs: Sie verlieren die Arbeit seit ihrem letzten Checkpoint und reihen sich wieder ein.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>GPU allocation = allocated GPU share / GPUs of the cluster × 100 %</source>
        <translation>GPU-Belegung = belegter GPU-Anteil / GPUs des Clusters × 100 %</translation>
    </message>
    <message>
        <source>GPUs of the cluster</source>
        <translation>GPUs des Clusters</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>Placement policy</source>
        <translation>Platzierungsstrategie</translation>
    </message>
    <message>
        <source>scenario, or the Policies page</source>
        <translation>Szenario oder die Seite Strategien</translation>
    </message>
    <message>
        <source>Training job</source>
        <translation>Trainingsjob</translation>
    </message>
    <message>
        <source>4 GPUs on one node, 4 h</source>
        <translation>4 GPUs auf einem Knoten, 4 h</translation>
    </message>
    <message>
        <source>AI Infrastructure Explained, Lab 05 (run time: teaching assumption)</source>
        <translation>AI Infrastructure Explained, Lab 05 (Laufzeit: Lehrannahme)</translation>
    </message>
    <message>
        <source>Inference job</source>
        <translation>Inferenzjob</translation>
    </message>
    <message>
        <source>1 GPU, 1 h</source>
        <translation>1 GPU, 1 h</translation>
    </message>
    <message>
        <source>AI Infrastructure Explained, Lab 05: AI Workload Orchestration &amp; GPU Scheduling</source>
        <translation>AI Infrastructure Explained, Lab 05: AI Workload Orchestration &amp; GPU Scheduling</translation>
    </message>
    <message>
        <source>Kubernetes scheduling framework: filter and score plugins</source>
        <translation>Kubernetes Scheduling Framework: Filter- und Score-Plugins</translation>
    </message>
    <message>
        <source>NVIDIA Multi-Instance GPU User Guide, &quot;Supported MIG Profiles&quot;</source>
        <translation>NVIDIA Multi-Instance GPU User Guide, „Supported MIG Profiles“</translation>
    </message>
    <message>
        <source>%1 · leaf %2</source>
        <translation>%1 · Leaf %2</translation>
    </message>
    <message numerus="yes">
        <source>of %n GPU(s)</source>
        <translation>
            <numerusform>von %n GPU</numerusform>
            <numerusform>von %n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>%1 of %2 GPUs</source>
        <translation>%1 von %2 GPUs</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
</context>
<context>
    <name>ailab::labs::scheduler::FragmentationPage</name>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Arrived demand to reach, in percent of the GPUs</source>
        <translation>Zu erreichende angekommene Nachfrage, in Prozent der GPUs</translation>
    </message>
    <message>
        <source>Random job orders to average</source>
        <translation>Zufällige Job-Reihenfolgen zum Mitteln</translation>
    </message>
    <message>
        <source>Run the e&amp;xperiment</source>
        <translation>E&amp;xperiment ausführen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Progress of the experiment</source>
        <translation>Fortschritt des Experiments</translation>
    </message>
    <message>
        <source>GPU allocation against arrived demand</source>
        <translation>GPU-Belegung gegen angekommene Nachfrage</translation>
    </message>
    <message>
        <source>Arrived GPU demand (% of the GPUs)</source>
        <translation>Angekommene GPU-Nachfrage (% der GPUs)</translation>
    </message>
    <message>
        <source>Allocated (% of the GPUs)</source>
        <translation>Belegt (% der GPUs)</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Fragmentation against arrived demand</source>
        <translation>Fragmentierung gegen angekommene Nachfrage</translation>
    </message>
    <message>
        <source>Fragment GPUs (% of the GPUs)</source>
        <translation>Fragment-GPUs (% der GPUs)</translation>
    </message>
    <message>
        <source>The FGD allocation experiment</source>
        <translation>Das Belegungsexperiment von FGD</translation>
    </message>
    <message>
        <source>&lt;p&gt;Jobs only arrive: first the trace&apos;s jobs in a random order, then copies drawn at random, until the GPUs they ask for reach the chosen share of the cluster. Each job is placed at once or dropped for good. Best-fit fills the fullest node; FGD places where the fragmentation against the trace&apos;s typical jobs grows least, so fewer idle GPU shares are left that no typical job can use.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jobs kommen nur an: zuerst die Jobs des Traces in zufälliger Reihenfolge, dann zufällig gezogene Kopien, bis die angeforderten GPUs den gewählten Anteil des Clusters erreichen. Jeder Job wird sofort platziert oder endgültig verworfen. Best-Fit füllt den vollsten Knoten; FGD platziert dort, wo die Fragmentierung gegenüber den typischen Jobs des Traces am wenigsten wächst, sodass weniger freie GPU-Anteile übrig bleiben, die kein typischer Job nutzen kann.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Trace</source>
        <translation>Trace</translation>
    </message>
    <message>
        <source>the program&apos;s sample trace, 12 nodes, 49 jobs</source>
        <translation>der Beispiel-Trace des Programms, 12 Knoten, 49 Jobs</translation>
    </message>
    <message>
        <source>Best-fit score</source>
        <translation>Bewertung von Best-Fit</translation>
    </message>
    <message>
        <source>1 − [0.5 CPU left / 128 cores + 0.5 GPUs left / 8]</source>
        <translation>1 − [0,5 CPU frei / 128 Kerne + 0,5 GPUs frei / 8]</translation>
    </message>
    <message>
        <source>Weng et al., USENIX ATC&apos;23, section 6</source>
        <translation>Weng et al., USENIX ATC&apos;23, Abschnitt 6</translation>
    </message>
    <message>
        <source>Weng et al., &quot;Beware of Fragmentation: Scheduling GPU-Sharing Workloads with Fragmentation Gradient Descent&quot;, USENIX ATC&apos;23, section 6.1</source>
        <translation>Weng et al., „Beware of Fragmentation: Scheduling GPU-Sharing Workloads with Fragmentation Gradient Descent“, USENIX ATC&apos;23, Abschnitt 6.1</translation>
    </message>
    <message>
        <source>hkust-adsl/kubernetes-scheduler-simulator, the openb traces</source>
        <translation>hkust-adsl/kubernetes-scheduler-simulator, die openb-Traces</translation>
    </message>
    <message>
        <source>Demand up to:</source>
        <translation>Nachfrage bis:</translation>
    </message>
    <message>
        <source>The fragmentation experiment of the FGD paper on the program&apos;s sample trace: best-fit against FGD, allocation and fragmentation as the demand arrives.</source>
        <translation>Das Fragmentierungsexperiment des FGD-Papers auf dem Beispiel-Trace des Programms: Best-Fit gegen FGD, Belegung und Fragmentierung, während die Nachfrage ankommt.</translation>
    </message>
    <message>
        <source>Running best-fit, then FGD…</source>
        <translation>Best-Fit läuft, dann FGD …</translation>
    </message>
    <message>
        <source>The experiment failed: %1</source>
        <translation>Das Experiment ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Press Run: best-fit and FGD place the sample trace&apos;s jobs as they arrive, up to the demand chosen.</source>
        <translation>Drücken Sie Ausführen: Best-Fit und FGD platzieren die Jobs des Beispiel-Traces bei ihrer Ankunft, bis zur gewählten Nachfrage.</translation>
    </message>
    <message>
        <source>allocation = allocated GPU share / GPUs;  fragmentation = Σ_n F_n(M) / GPUs;  per 1 % of arrived demand, the mean over its arrivals, then over the job orders</source>
        <translation>Belegung = belegter GPU-Anteil / GPUs;  Fragmentierung = Σ_n F_n(M) / GPUs;  je 1 % angekommener Nachfrage der Mittelwert über ihre Ankünfte, dann über die Job-Reihenfolgen</translation>
    </message>
    <message>
        <source>shipped with the program, in the openb format of kubernetes-scheduler-simulator</source>
        <translation>mit dem Programm ausgeliefert, im openb-Format des kubernetes-scheduler-simulator</translation>
    </message>
    <message>
        <source>Job orders to average:</source>
        <translation>Gemittelte Job-Reihenfolgen:</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 allocated at the end, %3 of %4 arriving jobs dropped (mean of %n job order(s))</source>
        <translation>
            <numerusform>%1: am Ende %2 belegt, %3 von %4 ankommenden Jobs verworfen (Mittel über %n Job-Reihenfolge)</numerusform>
            <numerusform>%1: am Ende %2 belegt, %3 von %4 ankommenden Jobs verworfen (Mittel über %n Job-Reihenfolgen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled: the charts show the job orders run until then.</source>
        <translation>Abgebrochen: Die Diagramme zeigen die bis dahin gelaufenen Job-Reihenfolgen.</translation>
    </message>
</context>
<context>
    <name>ailab::labs::scheduler::GanttChart</name>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>time limit</source>
        <translation>Zeitlimit</translation>
    </message>
    <message>
        <source>preempted</source>
        <translation>verdrängt</translation>
    </message>
    <message>
        <source>node failed</source>
        <translation>Knoten ausgefallen</translation>
    </message>
    <message>
        <source>Gantt chart of the GPUs over time</source>
        <translation>Gantt-Diagramm der GPUs über der Zeit</translation>
    </message>
    <message>
        <source>No run yet.</source>
        <translation>Noch kein Lauf.</translation>
    </message>
    <message>
        <source>Time (h)</source>
        <translation>Zeit (h)</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Start (h)</source>
        <translation>Start (h)</translation>
    </message>
    <message>
        <source>End (h)</source>
        <translation>Ende (h)</translation>
    </message>
    <message>
        <source>End of stretch</source>
        <translation>Ende des Abschnitts</translation>
    </message>
    <message>
        <source>Restore (min)</source>
        <translation>Wiederherstellen (min)</translation>
    </message>
    <message>
        <source>Work lost (GPU-h)</source>
        <translation>Verlorene Arbeit (GPU-h)</translation>
    </message>
</context>
<context>
    <name>ailab::labs::scheduler::PlacementPage</name>
    <message>
        <source>Open &quot;Topology-aware placement&quot;</source>
        <translation>„Topologiebewusste Platzierung“ öffnen</translation>
    </message>
    <message>
        <source>Open &quot;4 → 16 GPUs scales poorly&quot;</source>
        <translation>„4 → 16 GPUs skaliert schlecht“ öffnen</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Leaves</source>
        <translation>Leaves</translation>
    </message>
    <message>
        <source>All-reduce (ms)</source>
        <translation>All-Reduce (ms)</translation>
    </message>
    <message>
        <source>Bus bandwidth (GB/s)</source>
        <translation>Busbandbreite (GB/s)</translation>
    </message>
    <message>
        <source>All-reduce of each job on its placement</source>
        <translation>All-Reduce jedes Jobs auf seiner Platzierung</translation>
    </message>
    <message>
        <source>Co&amp;mpare policies</source>
        <translation>Strategien vergle&amp;ichen</translation>
    </message>
    <message>
        <source>All-reduce time per job and policy</source>
        <translation>All-Reduce-Dauer je Job und Strategie</translation>
    </message>
    <message>
        <source>This run: each job of two GPUs or more, its all-reduce on the GPUs it was given</source>
        <translation>Dieser Lauf: jeder Job mit zwei oder mehr GPUs, sein All-Reduce auf den GPUs, die er bekam</translation>
    </message>
    <message>
        <source>The comparison failed: %1</source>
        <translation>Der Vergleich ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>An all-reduce on its placement</source>
        <translation>Ein All-Reduce auf seiner Platzierung</translation>
    </message>
    <message>
        <source>&lt;p&gt;A data-parallel job sums its gradients across all its GPUs every step with an all-reduce. Inside a server the ring runs over NVLink; across servers every rank sends through its NIC, and ranks on different leaves cross the spine. On an oversubscribed fabric the uplinks are the bottleneck, so the same job is slower spread over leaves than packed on one. The time here comes from the fabric&apos;s flow engine on the job&apos;s actual GPUs.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ein datenparalleler Job summiert in jedem Schritt seine Gradienten über alle seine GPUs mit einem All-Reduce. Innerhalb eines Servers läuft der Ring über NVLink; zwischen Servern sendet jeder Rank über seine NIC, und Ranks an verschiedenen Leaves gehen über den Spine. Auf einem überbuchten Fabric sind die Uplinks der Engpass, daher ist derselbe Job über mehrere Leaves verteilt langsamer als auf einem gepackt. Die Dauer hier kommt aus der Flow-Engine des Fabrics auf den tatsächlichen GPUs des Jobs.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>ring all-reduce: T ≈ 2 (N − 1) / N × S / B_bottleneck + 2 (N − 1) × α</source>
        <translation>Ring-All-Reduce: T ≈ 2 (N − 1) / N × S / B_Engpass + 2 (N − 1) × α</translation>
    </message>
    <message>
        <source>Fabric: %1 servers of %2 GPUs on %3 leaves, %4 spine(s); NICs %5 Gb/s, uplinks %6 Gb/s; oversubscription %7:1. Each job all-reduces %8 MiB.</source>
        <translation>Fabric: %1 Server mit %2 GPUs an %3 Leaves, %4 Spine(s); NICs %5 Gb/s, Uplinks %6 Gb/s; Überbuchung %7:1. Jeder Job reduziert %8 MiB.</translation>
    </message>
    <message>
        <source>Gradient size S</source>
        <translation>Gradientengröße S</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>scenario (teaching assumption)</source>
        <translation>Szenario (Lehrannahme)</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>Überbuchung</translation>
    </message>
    <message>
        <source>%1:1</source>
        <translation>%1:1</translation>
    </message>
    <message>
        <source>the fabric&apos;s leaves and uplinks</source>
        <translation>die Leaves und Uplinks des Fabrics</translation>
    </message>
    <message>
        <source>N ranks</source>
        <translation>N Ranks</translation>
    </message>
    <message>
        <source>one per GPU of the job</source>
        <translation>einer je GPU des Jobs</translation>
    </message>
    <message>
        <source>the placement</source>
        <translation>die Platzierung</translation>
    </message>
    <message>
        <source>Compare runs the jobs under first-fit, spread and topology-aware placement on a worker thread.</source>
        <translation>Vergleichen lässt die Jobs unter First-Fit, Verteilen und topologiebewusster Platzierung in einem Hintergrund-Thread laufen.</translation>
    </message>
    <message>
        <source>This run&apos;s cluster is not built on a fabric. Open a preset with one to see the all-reduce of each placement.</source>
        <translation>Der Cluster dieses Laufs ist nicht auf einem Fabric gebaut. Öffnen Sie eine Vorlage mit Fabric, um das All-Reduce jeder Platzierung zu sehen.</translation>
    </message>
    <message>
        <source>Patarasuk and Yuan, &quot;Bandwidth optimal all-reduce algorithms&quot;, 2009</source>
        <translation>Patarasuk und Yuan, „Bandwidth optimal all-reduce algorithms“, 2009</translation>
    </message>
    <message>
        <source>NCCL tests, &quot;Performance&quot; (bus bandwidth)</source>
        <translation>NCCL tests, „Performance“ (Busbandbreite)</translation>
    </message>
    <message>
        <source>AI Infrastructure Explained, section 05.6: scaling from 4 to 16 GPUs</source>
        <translation>AI Infrastructure Explained, Abschnitt 05.6: Skalierung von 4 auf 16 GPUs</translation>
    </message>
    <message>
        <source>Running the jobs under each policy…</source>
        <translation>Die Jobs laufen unter jeder Strategie …</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Hierarchical&lt;/b&gt;, as NCCL uses every NIC of a server: a reduce-scatter inside each server over NVLink, then one ring per local GPU across the M servers, each through its own NIC, then an all-gather inside. Packed on one leaf, every NIC sends at its own rate; spread over leaves, the g NICs of a server share the leaf&apos;s uplinks. A job whose servers hold unequal numbers of its GPUs runs the plain ring.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Hierarchisch&lt;/b&gt;, so wie NCCL jede NIC eines Servers nutzt: ein Reduce-Scatter in jedem Server über NVLink, dann ein Ring je lokaler GPU über die M Server, jeder durch seine eigene NIC, dann ein All-Gather im Server. Auf einem Leaf gepackt sendet jede NIC mit ihrer eigenen Rate; über Leaves verteilt teilen sich die g NICs eines Servers die Uplinks des Leafs. Ein Job, dessen Server ungleich viele seiner GPUs halten, läuft als einfacher Ring.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>hierarchical all-reduce: T ≈ 2 (g − 1) / g × S / B_NVLink + 2 (M − 1) / M × S / g / B_bottleneck</source>
        <translation>hierarchischer All-Reduce: T ≈ 2 (g − 1) / g × S / B_NVLink + 2 (M − 1) / M × S / g / B_Engpass</translation>
    </message>
    <message>
        <source>g, M</source>
        <translation>g, M</translation>
    </message>
    <message>
        <source>the job&apos;s GPUs per server, its servers</source>
        <translation>die GPUs des Jobs je Server, seine Server</translation>
    </message>
    <message>
        <source>Every job stays inside one server under every policy: its all-reduce runs over NVLink alike, whatever the policy.</source>
        <translation>Jeder Job bleibt unter jeder Richtlinie in einem Server: Sein All-Reduce läuft über NVLink gleich, welche Richtlinie auch gilt.</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %n leaf/leaves, %2 ms</source>
        <translation>
            <numerusform>%1 auf %n Leaf, %2 ms</numerusform>
            <numerusform>%1 auf %n Leaves, %2 ms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) inside one server under every policy, all-reducing over NVLink alike, left out of the chart</source>
        <translation>
            <numerusform>%n Job unter jeder Richtlinie in einem Server, mit gleichem All-Reduce über NVLink, nicht im Diagramm</numerusform>
            <numerusform>%n Jobs unter jeder Richtlinie in einem Server, mit gleichem All-Reduce über NVLink, nicht im Diagramm</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::scheduler::PoliciesPage</name>
    <message>
        <source>Placement policy of the run</source>
        <translation>Platzierungsstrategie des Laufs</translation>
    </message>
    <message>
        <source>Placement policy</source>
        <translation>Platzierungsstrategie</translation>
    </message>
    <message>
        <source>A new policy restarts the run from its start with the same jobs.</source>
        <translation>Eine neue Strategie startet den Lauf mit denselben Jobs von vorn.</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Chosen</source>
        <translation>Gewählt</translation>
    </message>
    <message>
        <source>Why this node: the last decision, node by node</source>
        <translation>Warum dieser Knoten: die letzte Entscheidung, Knoten für Knoten</translation>
    </message>
    <message>
        <source>Policy:</source>
        <translation>Strategie:</translation>
    </message>
    <message>
        <source>Why this node (the last decision):</source>
        <translation>Warum dieser Knoten (die letzte Entscheidung):</translation>
    </message>
    <message>
        <source>The same workload under two policies</source>
        <translation>Dieselbe Last unter zwei Strategien</translation>
    </message>
    <message>
        <source>First policy to compare</source>
        <translation>Erste zu vergleichende Strategie</translation>
    </message>
    <message>
        <source>Second policy to compare</source>
        <translation>Zweite zu vergleichende Strategie</translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>Vergle&amp;ichen</translation>
    </message>
    <message>
        <source>GPU allocation over time</source>
        <translation>GPU-Belegung über der Zeit</translation>
    </message>
    <message>
        <source>Time (h)</source>
        <translation>Zeit (h)</translation>
    </message>
    <message>
        <source>Allocation (%)</source>
        <translation>Belegung (%)</translation>
    </message>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Fragmentation over time</source>
        <translation>Fragmentierung über der Zeit</translation>
    </message>
    <message>
        <source>Fragment GPUs (% of all GPUs)</source>
        <translation>Fragment-GPUs (% aller GPUs)</translation>
    </message>
    <message>
        <source>Queue wait</source>
        <translation>Wartezeit</translation>
    </message>
    <message>
        <source>Policy A:</source>
        <translation>Strategie A:</translation>
    </message>
    <message>
        <source>Policy B:</source>
        <translation>Strategie B:</translation>
    </message>
    <message>
        <source>The comparison failed: %1</source>
        <translation>Der Vergleich ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Filter, then score</source>
        <translation>Erst filtern, dann bewerten</translation>
    </message>
    <message>
        <source>&lt;p&gt;For each worker of a job the scheduler first &lt;b&gt;filters&lt;/b&gt; the nodes (down, GPU type, MIG mode, CPU, memory, GPUs, outside the job&apos;s domain), then &lt;b&gt;scores&lt;/b&gt; the rest under the policy; the highest score wins, ties go to the first node. A gang is placed worker by worker inside one domain, all or nothing.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Fragmentation&lt;/b&gt; (FGD): a GPU&apos;s idle share is a fragment for a typical job when that job cannot use it. F_n(m) is the idle share of node n that task m cannot use; F_n(M) weighs it by how often each typical task occurs. FGD places where this grows least.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Für jeden Worker eines Jobs &lt;b&gt;filtert&lt;/b&gt; der Scheduler zuerst die Knoten (ausgefallen, GPU-Typ, MIG-Modus, CPU, Speicher, GPUs, außerhalb der Domäne des Jobs) und &lt;b&gt;bewertet&lt;/b&gt; dann die übrigen nach der Strategie; die höchste Bewertung gewinnt, bei Gleichstand der erste Knoten. Eine Gang wird Worker für Worker in einer Domäne platziert, ganz oder gar nicht.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Fragmentierung&lt;/b&gt; (FGD): Der freie Anteil einer GPU ist ein Fragment für einen typischen Job, wenn dieser ihn nicht nutzen kann. F_n(m) ist der freie Anteil von Knoten n, den Aufgabe m nicht nutzen kann; F_n(M) gewichtet ihn nach der Häufigkeit jeder typischen Aufgabe. FGD platziert dort, wo dies am wenigsten wächst.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Policy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>scenario, or the chooser</source>
        <translation>Szenario oder die Auswahl</translation>
    </message>
    <message>
        <source>Typical jobs M</source>
        <translation>Typische Jobs M</translation>
    </message>
    <message>
        <source>the most common job shapes covering 95 % of the jobs</source>
        <translation>die häufigsten Jobformen, die 95 % der Jobs abdecken</translation>
    </message>
    <message>
        <source>Weng et al., USENIX ATC&apos;23, section 3</source>
        <translation>Weng et al., USENIX ATC&apos;23, Abschnitt 3</translation>
    </message>
    <message>
        <source>Best-fit&apos;s 128 cores and 8 GPUs</source>
        <translation>128 Kerne und 8 GPUs von Best-Fit</translation>
    </message>
    <message>
        <source>the normalisation of the paper&apos;s baseline</source>
        <translation>die Normierung der Vergleichsstrategie des Papers</translation>
    </message>
    <message>
        <source>Weng et al., USENIX ATC&apos;23, section 6</source>
        <translation>Weng et al., USENIX ATC&apos;23, Abschnitt 6</translation>
    </message>
    <message>
        <source>Weng et al., &quot;Beware of Fragmentation: Scheduling GPU-Sharing Workloads with Fragmentation Gradient Descent&quot;, USENIX ATC&apos;23</source>
        <translation>Weng et al., „Beware of Fragmentation: Scheduling GPU-Sharing Workloads with Fragmentation Gradient Descent“, USENIX ATC&apos;23</translation>
    </message>
    <message>
        <source>Kubernetes scheduling framework; kube-scheduler-simulator&apos;s per-plugin results</source>
        <translation>Kubernetes Scheduling Framework; die Ergebnisse je Plugin des kube-scheduler-simulator</translation>
    </message>
    <message>
        <source>AI Infrastructure Explained, Lab 05: first-fit with whole GPUs</source>
        <translation>AI Infrastructure Explained, Lab 05: First-Fit mit ganzen GPUs</translation>
    </message>
    <message>
        <source>No decision yet: submit a job or play the run.</source>
        <translation>Noch keine Entscheidung: Reichen Sie einen Job ein oder spielen Sie den Lauf ab.</translation>
    </message>
    <message>
        <source>%1 at t = %2: placed by %3.</source>
        <translation>%1 bei t = %2: platziert von %3.</translation>
    </message>
    <message>
        <source>%1 at t = %2: no room under %3.</source>
        <translation>%1 bei t = %2: kein Platz unter %3.</translation>
    </message>
    <message>
        <source>✔ chosen</source>
        <translation>✔ gewählt</translation>
    </message>
    <message>
        <source>The run has no jobs yet: submit some on the Cluster page or open a preset with a workload.</source>
        <translation>Der Lauf hat noch keine Jobs: Reichen Sie auf der Seite Cluster welche ein oder öffnen Sie eine Vorlage mit Last.</translation>
    </message>
    <message>
        <source>Running both policies to the end of the workload…</source>
        <translation>Beide Strategien laufen bis zum Ende der Last …</translation>
    </message>
    <message>
        <source>Policy A</source>
        <translation>Strategie A</translation>
    </message>
    <message>
        <source>Policy B</source>
        <translation>Strategie B</translation>
    </message>
    <message>
        <source>P50</source>
        <translation>P50</translation>
    </message>
    <message>
        <source>P95</source>
        <translation>P95</translation>
    </message>
    <message>
        <source>P99</source>
        <translation>P99</translation>
    </message>
    <message>
        <source>Wait (min)</source>
        <translation>Wartezeit (min)</translation>
    </message>
    <message>
        <source>Choose two policies and press Compare: both run the run&apos;s jobs to the end on a worker thread.</source>
        <translation>Wählen Sie zwei Strategien und drücken Sie Vergleichen: Beide lassen die Jobs des Laufs in einem Hintergrund-Thread bis zum Ende laufen.</translation>
    </message>
    <message>
        <source>%1: A %2, B %3</source>
        <translation>%1: A %2, B %3</translation>
    </message>
    <message>
        <source>B − A = %1 ± %2 %3</source>
        <translation>B − A = %1 ± %2 %3</translation>
    </message>
    <message>
        <source>B − A = %1 %2</source>
        <translation>B − A = %1 %2</translation>
    </message>
    <message>
        <source>%1 (%2): %3 is lower.</source>
        <translation>%1 (%2): unter %3 niedriger.</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>%1 (%2): a difference too small to matter.</source>
        <translation>%1 (%2): ein Unterschied, zu klein, um etwas zu ändern.</translation>
    </message>
    <message>
        <source>%1 (%2): no clear difference, the draws scatter more than that.</source>
        <translation>%1 (%2): kein klarer Unterschied, die Ziehungen streuen stärker.</translation>
    </message>
    <message numerus="yes">
        <source>Running both policies on %n draw(s) of the jobs…</source>
        <translation>
            <numerusform>Beide Richtlinien laufen auf %n Ziehung der Jobs …</numerusform>
            <numerusform>Beide Richtlinien laufen auf %n Ziehungen der Jobs …</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>A = %1, B = %2, each on %3 draws of the jobs (the charts: the run&apos;s own jobs).</source>
        <translation>A = %1, B = %2, jeweils auf %3 Ziehungen der Jobs (die Diagramme: die Jobs dieses Laufs).</translation>
    </message>
    <message>
        <source>A = %1, B = %2, on the run&apos;s jobs.</source>
        <translation>A = %1, B = %2, auf den Jobs dieses Laufs.</translation>
    </message>
    <message>
        <source>Offered load %1: the GPU-time the jobs ask for over the cluster&apos;s GPU-time while they arrive.</source>
        <translation>Angebotene Last %1: die GPU-Zeit, die die Jobs verlangen, geteilt durch die GPU-Zeit des Clusters, während sie ankommen.</translation>
    </message>
    <message>
        <source>Allocation while jobs arrive</source>
        <translation>Belegung, während Jobs ankommen</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Fragmentation</source>
        <translation>Fragmentierung</translation>
    </message>
    <message>
        <source>P95 wait</source>
        <translation>P95-Wartezeit</translation>
    </message>
</context>
<context>
    <name>ailab::labs::scheduler::PreemptionPage</name>
    <message>
        <source>With the jobs&apos; checkpoints</source>
        <translation>Mit den Checkpoints der Jobs</translation>
    </message>
    <message>
        <source>Without checkpoints</source>
        <translation>Ohne Checkpoints</translation>
    </message>
    <message>
        <source>Run shown</source>
        <translation>Gezeigter Lauf</translation>
    </message>
    <message>
        <source>Run &amp;with and without</source>
        <translation>Mit und &amp;ohne ausführen</translation>
    </message>
    <message>
        <source>GPUs over time</source>
        <translation>GPUs über der Zeit</translation>
    </message>
    <message>
        <source>Gantt chart</source>
        <translation>Gantt-Diagramm</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>Preemptions</source>
        <translation>Verdrängungen</translation>
    </message>
    <message>
        <source>Work lost (GPU-h)</source>
        <translation>Verlorene Arbeit (GPU-h)</translation>
    </message>
    <message>
        <source>Restore (GPU-h)</source>
        <translation>Wiederherstellen (GPU-h)</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Preempted jobs</source>
        <translation>Verdrängte Jobs</translation>
    </message>
    <message>
        <source>Cost of preemption</source>
        <translation>Kosten der Verdrängung</translation>
    </message>
    <message>
        <source>Preemption and checkpoints</source>
        <translation>Verdrängung und Checkpoints</translation>
    </message>
    <message>
        <source>&lt;p&gt;When the first waiting job cannot start, running jobs of lower priority are preempted until it fits: the lowest priority first, then the most recently started. A victim keeps the work of its last checkpoint, loses the rest, queues again and, when it runs again, first restores its checkpoint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Kann der erste wartende Job nicht starten, werden laufende Jobs niedrigerer Priorität verdrängt, bis er passt: die niedrigste Priorität zuerst, dann der zuletzt gestartete. Ein Opfer behält die Arbeit seines letzten Checkpoints, verliert den Rest, reiht sich wieder ein und stellt, wenn es wieder läuft, zuerst seinen Checkpoint wieder her.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>saved = ⌊done / interval⌋ × interval;  lost = GPUs × (run time − (saved now − saved before));  restore paid only when something was saved</source>
        <translation>gesichert = ⌊erledigt / Intervall⌋ × Intervall;  verloren = GPUs × (Laufzeit − (jetzt gesichert − vorher gesichert));  Wiederherstellen nur, wenn etwas gesichert war</translation>
    </message>
    <message>
        <source>Checkpoint interval and restore cost</source>
        <translation>Checkpoint-Intervall und Wiederherstellkosten</translation>
    </message>
    <message>
        <source>each job&apos;s, in the scenario</source>
        <translation>die jedes Jobs, im Szenario</translation>
    </message>
    <message>
        <source>scenario (teaching assumption)</source>
        <translation>Szenario (Lehrannahme)</translation>
    </message>
    <message>
        <source>Victim order</source>
        <translation>Reihenfolge der Opfer</translation>
    </message>
    <message>
        <source>lowest priority, then most recently started</source>
        <translation>niedrigste Priorität, dann zuletzt gestartet</translation>
    </message>
    <message>
        <source>Kubernetes and Slurm preemption</source>
        <translation>Verdrängung in Kubernetes und Slurm</translation>
    </message>
    <message>
        <source>Kubernetes, &quot;Pod Priority and Preemption&quot;</source>
        <translation>Kubernetes, „Pod Priority and Preemption“</translation>
    </message>
    <message>
        <source>Slurm, &quot;Preemption&quot; (PreemptMode=REQUEUE)</source>
        <translation>Slurm, „Preemption“ (PreemptMode=REQUEUE)</translation>
    </message>
    <message>
        <source>Kueue, &quot;Preemption&quot;</source>
        <translation>Kueue, „Preemption“</translation>
    </message>
    <message>
        <source>The runs failed: %1</source>
        <translation>Die Läufe sind fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>The run has no jobs: open the preset &quot;Preemption with and without checkpoints&quot; or submit jobs on the Cluster page.</source>
        <translation>Der Lauf hat keine Jobs: Öffnen Sie die Vorlage „Verdrängung mit und ohne Checkpoints“ oder reichen Sie auf der Seite Cluster Jobs ein.</translation>
    </message>
    <message>
        <source>Running the jobs with and without checkpoints…</source>
        <translation>Die Jobs laufen mit und ohne Checkpoints …</translation>
    </message>
    <message>
        <source>With checkpoints</source>
        <translation>Mit Checkpoints</translation>
    </message>
    <message>
        <source>Work lost</source>
        <translation>Verlorene Arbeit</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU-Stunden</translation>
    </message>
    <message numerus="yes">
        <source>%n preemption(s). Followed job: %1. Work lost: %2 GPU-h with checkpoints (restore %3 GPU-h), %4 GPU-h without.</source>
        <translation>
            <numerusform>%n Verdrängung. Verfolgter Job: %1. Verlorene Arbeit: %2 GPU-h mit Checkpoints (Wiederherstellen %3 GPU-h), %4 GPU-h ohne.</numerusform>
            <numerusform>%n Verdrängungen. Verfolgter Job: %1. Verlorene Arbeit: %2 GPU-h mit Checkpoints (Wiederherstellen %3 GPU-h), %4 GPU-h ohne.</numerusform>
        </translation>
    </message>
    <message>
        <source>Press Run to play the run&apos;s jobs with preemption, with and without their checkpoints.</source>
        <translation>Drücken Sie Ausführen, um die Jobs des Laufs mit Verdrängung abzuspielen, mit und ohne ihre Checkpoints.</translation>
    </message>
</context>
<context>
    <name>ailab::labs::scheduler::SchedFormat</name>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>ailab::labs::scheduler::SchedTexts</name>
    <message>
        <source>First-fit</source>
        <translation>First-Fit</translation>
    </message>
    <message>
        <source>Best-fit</source>
        <translation>Best-Fit</translation>
    </message>
    <message>
        <source>GPU packing</source>
        <translation>GPU-Packing</translation>
    </message>
    <message>
        <source>Spread</source>
        <translation>Verteilen</translation>
    </message>
    <message>
        <source>Topology-aware</source>
        <translation>Topologiebewusst</translation>
    </message>
    <message>
        <source>Fragmentation-aware (FGD)</source>
        <translation>Fragmentierungsbewusst (FGD)</translation>
    </message>
    <message>
        <source>score = 0 for every node that fits: the first in node order wins</source>
        <translation>Bewertung = 0 für jeden passenden Knoten: Der erste in Knotenreihenfolge gewinnt</translation>
    </message>
    <message>
        <source>score = 1 − [0.5 × CPU left / 128 cores + 0.5 × GPUs left / 8]</source>
        <translation>Bewertung = 1 − [0,5 × CPU frei / 128 Kerne + 0,5 × GPUs frei / 8]</translation>
    </message>
    <message>
        <source>score = allocated GPU share of the node after placing</source>
        <translation>Bewertung = belegter GPU-Anteil des Knotens nach dem Platzieren</translation>
    </message>
    <message>
        <source>score = idle GPU share of the node after placing</source>
        <translation>Bewertung = freier GPU-Anteil des Knotens nach dem Platzieren</translation>
    </message>
    <message>
        <source>as best-fit, inside the tightest domain (node, then leaf) that holds the whole gang</source>
        <translation>wie Best-Fit, in der engsten Domäne (Knoten, dann Leaf), die die ganze Gang aufnimmt</translation>
    </message>
    <message>
        <source>score = ⌊100 × sigmoid(−(F_n(M) after − F_n(M) before) in GPUs)⌋, 0 to 100, F_n(M) = Σ_m p_m F_n(m)</source>
        <translation>Bewertung = ⌊100 × Sigmoid(−(F_n(M) nachher − F_n(M) vorher) in GPUs)⌋, 0 bis 100, F_n(M) = Σ_m p_m F_n(m)</translation>
    </message>
    <message>
        <source>None (strict FIFO)</source>
        <translation>Keins (striktes FIFO)</translation>
    </message>
    <message>
        <source>EASY</source>
        <translation>EASY</translation>
    </message>
    <message>
        <source>Conservative</source>
        <translation>Konservativ</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>passt</translation>
    </message>
    <message>
        <source>filtered: node down</source>
        <translation>gefiltert: Knoten ausgefallen</translation>
    </message>
    <message>
        <source>filtered: GPU type</source>
        <translation>gefiltert: GPU-Typ</translation>
    </message>
    <message>
        <source>filtered: MIG mode</source>
        <translation>gefiltert: MIG-Modus</translation>
    </message>
    <message>
        <source>filtered: not enough CPU</source>
        <translation>gefiltert: zu wenig CPU</translation>
    </message>
    <message>
        <source>filtered: not enough memory</source>
        <translation>gefiltert: zu wenig Speicher</translation>
    </message>
    <message>
        <source>filtered: not enough GPUs</source>
        <translation>gefiltert: zu wenige GPUs</translation>
    </message>
    <message>
        <source>filtered: outside the domain</source>
        <translation>gefiltert: außerhalb der Domäne</translation>
    </message>
    <message>
        <source>training-%1</source>
        <extracomment>The name of the n-th training job the learner submitted</extracomment>
        <translation>Training-%1</translation>
    </message>
    <message>
        <source>inference-%1</source>
        <extracomment>The name of the n-th inference job the learner submitted</extracomment>
        <translation>Inferenz-%1</translation>
    </message>
    <message>
        <source>default</source>
        <extracomment>The tenant of jobs that name none</extracomment>
        <translation>Standard</translation>
    </message>
</context>
<context>
    <name>ailab::labs::scheduler::SchedulerLab</name>
    <message>
        <source>GPU job scheduling</source>
        <translation>GPU-Job-Scheduling</translation>
    </message>
    <message>
        <source>Place training and inference jobs on a GPU cluster, compare placement policies, and see backfill, preemption, fair share, failures and fragmentation at work.</source>
        <translation>Platzieren Sie Trainings- und Inferenzjobs auf einem GPU-Cluster, vergleichen Sie Platzierungsstrategien und sehen Sie Backfill, Verdrängung, Fair Share, Ausfälle und Fragmentierung bei der Arbeit.</translation>
    </message>
    <message>
        <source>&amp;Cluster</source>
        <translation>&amp;Cluster</translation>
    </message>
    <message>
        <source>&amp;Policies</source>
        <translation>Stra&amp;tegien</translation>
    </message>
    <message>
        <source>&amp;Backfill</source>
        <translation>&amp;Backfill</translation>
    </message>
    <message>
        <source>Pr&amp;eemption</source>
        <translation>V&amp;erdrängung</translation>
    </message>
    <message>
        <source>Te&amp;nants</source>
        <translation>Ma&amp;ndanten</translation>
    </message>
    <message>
        <source>&amp;Trace replay</source>
        <translation>Trace-&amp;Wiedergabe</translation>
    </message>
    <message>
        <source>Placement &amp;&amp; &amp;all-reduce</source>
        <translation>Platzier&amp;ung &amp;&amp; All-Reduce</translation>
    </message>
    <message>
        <source>Fra&amp;gmentation (FGD)</source>
        <translation>Fra&amp;gmentierung (FGD)</translation>
    </message>
    <message>
        <source>Scheduler lab modes</source>
        <translation>Modi des Scheduler-Labs</translation>
    </message>
</context>
<context>
    <name>ailab::labs::scheduler::TenantsPage</name>
    <message>
        <source>Share of the allocated GPUs per tenant</source>
        <translation>Anteil an den belegten GPUs je Mandant</translation>
    </message>
    <message>
        <source>Time (h)</source>
        <translation>Zeit (h)</translation>
    </message>
    <message>
        <source>Share (%)</source>
        <translation>Anteil (%)</translation>
    </message>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Tenant</source>
        <translation>Mandant</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>Quota (GPUs)</source>
        <translation>Quote (GPUs)</translation>
    </message>
    <message>
        <source>Entitlement</source>
        <translation>Anspruch</translation>
    </message>
    <message>
        <source>GPUs in use</source>
        <translation>Belegte GPUs</translation>
    </message>
    <message>
        <source>Share so far</source>
        <translation>Anteil bisher</translation>
    </message>
    <message>
        <source>Tenants</source>
        <translation>Mandanten</translation>
    </message>
    <message>
        <source>Fair share across tenants</source>
        <translation>Fair Share zwischen Mandanten</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each tenant (a Kueue ClusterQueue, a Slurm account) has a weight and may have a quota. With fair share the queue is ordered by each tenant&apos;s GPUs in use over its weight, lowest first, and ordered again after every start, so over time each tenant&apos;s share of the allocated GPUs moves towards its entitlement. A tenant may borrow idle GPUs beyond its quota; when the owner needs them back they are reclaimed by preemption.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jeder Mandant (eine ClusterQueue in Kueue, ein Account in Slurm) hat ein Gewicht und kann eine Quote haben. Mit Fair Share wird die Warteschlange nach den belegten GPUs jedes Mandanten geteilt durch sein Gewicht geordnet, der niedrigste zuerst, und nach jedem Start neu geordnet, sodass sich der Anteil jedes Mandanten an den belegten GPUs mit der Zeit seinem Anspruch nähert. Ein Mandant darf freie GPUs über seine Quote hinaus leihen; braucht der Eigentümer sie zurück, werden sie durch Verdrängung zurückgeholt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>entitlement(t) = weight(t) / Σ weights;  queue order by GPUs in use(t) / weight(t)</source>
        <translation>Anspruch(t) = Gewicht(t) / Σ Gewichte;  Reihenfolge nach belegten GPUs(t) / Gewicht(t)</translation>
    </message>
    <message>
        <source>Weights and quotas</source>
        <translation>Gewichte und Quoten</translation>
    </message>
    <message>
        <source>the scenario&apos;s tenants</source>
        <translation>die Mandanten des Szenarios</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>Kueue, &quot;Fair sharing&quot; and &quot;Cohorts&quot; (borrowing and reclaim)</source>
        <translation>Kueue, „Fair sharing“ und „Cohorts“ (Leihen und Zurückholen)</translation>
    </message>
    <message>
        <source>Slurm, &quot;Classic Fairshare Algorithm&quot;</source>
        <translation>Slurm, „Classic Fairshare Algorithm“</translation>
    </message>
    <message>
        <source>%1&apos;s entitlement</source>
        <translation>Anspruch von %1</translation>
    </message>
    <message>
        <source>This run has one tenant. Open the preset &quot;Two tenants and fair share&quot; to see shares against weights.</source>
        <translation>Dieser Lauf hat einen Mandanten. Öffnen Sie die Vorlage „Zwei Mandanten und Fair Share“, um Anteile gegen Gewichte zu sehen.</translation>
    </message>
    <message>
        <source>Fair share is on: the queue is ordered by GPUs in use over weight.</source>
        <translation>Fair Share ist an: Die Warteschlange ist nach belegten GPUs geteilt durch Gewicht geordnet.</translation>
    </message>
    <message>
        <source>Fair share is off: the queue is ordered by priority, then arrival.</source>
        <translation>Fair Share ist aus: Die Warteschlange ist nach Priorität, dann Ankunft geordnet.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>ailab::labs::scheduler::TimelineText</name>
    <message>
        <source>[SYSTEM] GPU cluster initialized: %1 nodes / %2 accelerators.</source>
        <translation>[SYSTEM] GPU-Cluster initialisiert: %1 Knoten / %2 Beschleuniger.</translation>
    </message>
    <message>
        <source>[QUEUE] %1 submitted and queued.</source>
        <translation>[WARTESCHLANGE] %1 eingereicht und eingereiht.</translation>
    </message>
    <message>
        <source>[SCHEDULER] %1 placed and started.</source>
        <translation>[SCHEDULER] %1 platziert und gestartet.</translation>
    </message>
    <message>
        <source>[JOB] %1 finished.</source>
        <translation>[JOB] %1 fertig.</translation>
    </message>
    <message>
        <source>[JOB] %1 reached its time limit and was stopped.</source>
        <translation>[JOB] %1 hat sein Zeitlimit erreicht und wurde beendet.</translation>
    </message>
    <message>
        <source>[PREEMPTION] %1 preempted by a job of higher priority.</source>
        <translation>[VERDRÄNGUNG] %1 von einem Job höherer Priorität verdrängt.</translation>
    </message>
    <message>
        <source>[RECOVERY] %1 requeued; it restarts from its last checkpoint.</source>
        <translation>[WIEDERANLAUF] %1 wieder eingereiht; er startet von seinem letzten Checkpoint neu.</translation>
    </message>
    <message>
        <source>[SCHEDULER] %1 can never run on this cluster.</source>
        <translation>[SCHEDULER] %1 kann auf diesem Cluster nie laufen.</translation>
    </message>
    <message>
        <source>[FAILURE] %1 failed; its jobs were interrupted.</source>
        <translation>[AUSFALL] %1 ausgefallen; seine Jobs wurden unterbrochen.</translation>
    </message>
    <message>
        <source>[SYSTEM] %1 repaired and schedulable again.</source>
        <translation>[SYSTEM] %1 repariert und wieder einplanbar.</translation>
    </message>
</context>
<context>
    <name>ailab::labs::scheduler::TracePage</name>
    <message>
        <source>%1 × real time</source>
        <translation>%1 × Echtzeit</translation>
    </message>
    <message>
        <source>Replay rate</source>
        <translation>Wiedergaberate</translation>
    </message>
    <message>
        <source>Open the sample trace</source>
        <translation>Beispiel-Trace öffnen</translation>
    </message>
    <message>
        <source>Jobs done</source>
        <translation>Fertige Jobs</translation>
    </message>
    <message>
        <source>Queued jobs</source>
        <translation>Wartende Jobs</translation>
    </message>
    <message>
        <source>GPU allocation</source>
        <translation>GPU-Belegung</translation>
    </message>
    <message>
        <source>Trace time</source>
        <translation>Trace-Zeit</translation>
    </message>
    <message>
        <source>Allocation and fragmentation</source>
        <translation>Belegung und Fragmentierung</translation>
    </message>
    <message>
        <source>Time (h)</source>
        <translation>Zeit (h)</translation>
    </message>
    <message>
        <source>Share of the GPUs (%)</source>
        <translation>Anteil der GPUs (%)</translation>
    </message>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Fragmentation</source>
        <translation>Fragmentierung</translation>
    </message>
    <message>
        <source>Jobs running and queued</source>
        <translation>Laufende und wartende Jobs</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <source>jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Laufend</translation>
    </message>
    <message>
        <source>Queued</source>
        <translation>Wartend</translation>
    </message>
    <message>
        <source>Replaying a cluster trace</source>
        <translation>Einen Cluster-Trace wiedergeben</translation>
    </message>
    <message>
        <source>&lt;p&gt;A trace lists a real cluster&apos;s nodes and the jobs its users submitted. Replayed, each job arrives when it was created and asks for what it asked then; the scheduler of this run decides where and when it runs, so the same trace under another policy gives other waits, allocation and fragmentation. The openb traces of Alibaba&apos;s GPU cluster share GPUs in fractions, which is why fragmentation matters there.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ein Trace listet die Knoten eines echten Clusters und die Jobs, die seine Nutzer eingereicht haben. Bei der Wiedergabe kommt jeder Job an, als er erstellt wurde, und fordert an, was er damals anforderte; der Scheduler dieses Laufs entscheidet, wo und wann er läuft, sodass derselbe Trace unter einer anderen Strategie andere Wartezeiten, Belegung und Fragmentierung ergibt. Die openb-Traces des GPU-Clusters von Alibaba teilen GPUs in Bruchteilen, darum zählt dort die Fragmentierung.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>a job arrives at creation_time and, once placed, runs deletion_time − scheduled_time seconds;  simulated seconds per wall second = rate × the time bar&apos;s speed</source>
        <translation>ein Job kommt zu creation_time an und läuft, sobald platziert, deletion_time − scheduled_time Sekunden;  simulierte Sekunden je Echtzeitsekunde = Rate × Geschwindigkeit der Zeitleiste</translation>
    </message>
    <message>
        <source>Trace</source>
        <translation>Trace</translation>
    </message>
    <message>
        <source>the program&apos;s sample trace, 12 nodes, 49 jobs</source>
        <translation>der Beispiel-Trace des Programms, 12 Knoten, 49 Jobs</translation>
    </message>
    <message>
        <source>QoS to priority</source>
        <translation>QoS zu Priorität</translation>
    </message>
    <message>
        <source>BE 0, Burstable 1, LS 2, Guaranteed 3</source>
        <translation>BE 0, Burstable 1, LS 2, Guaranteed 3</translation>
    </message>
    <message>
        <source>this program&apos;s convention (teaching assumption)</source>
        <translation>Konvention dieses Programms (Lehrannahme)</translation>
    </message>
    <message>
        <source>hkust-adsl/kubernetes-scheduler-simulator, the openb traces</source>
        <translation>hkust-adsl/kubernetes-scheduler-simulator, die openb-Traces</translation>
    </message>
    <message>
        <source>Weng et al., USENIX ATC&apos;23, section 2 (the Alibaba GPU cluster)</source>
        <translation>Weng et al., USENIX ATC&apos;23, Abschnitt 2 (der GPU-Cluster von Alibaba)</translation>
    </message>
    <message>
        <source>Replay rate:</source>
        <translation>Wiedergaberate:</translation>
    </message>
    <message numerus="yes">
        <source>%1 nodes, %2 GPUs, %n job(s); %3, backfill %4. Play on the time bar; the rate multiplies the time bar&apos;s speed.</source>
        <translation>
            <numerusform>%1 Knoten, %2 GPUs, %n Job; %3, Backfill %4. Spielen Sie die Zeitleiste ab; die Rate multipliziert die Geschwindigkeit der Zeitleiste.</numerusform>
            <numerusform>%1 Knoten, %2 GPUs, %n Jobs; %3, Backfill %4. Spielen Sie die Zeitleiste ab; die Rate multipliziert die Geschwindigkeit der Zeitleiste.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>of %n job(s)</source>
        <translation>
            <numerusform>von %n Job</numerusform>
            <numerusform>von %n Jobs</numerusform>
        </translation>
    </message>
    <message>
        <source>shipped with the program, in the openb format of kubernetes-scheduler-simulator</source>
        <translation>mit dem Programm ausgeliefert, im openb-Format des kubernetes-scheduler-simulator</translation>
    </message>
</context>
<context>
    <name>ailab::labs::stack::CatalogTableModel</name>
    <message>
        <source>%1–%2</source>
        <extracomment>A range of two numbers, e.g. &quot;1.1–1.3&quot;</extracomment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>Bauform</translation>
    </message>
    <message>
        <source>Memory (GB)</source>
        <translation>Speicher (GB)</translation>
    </message>
    <message>
        <source>Memory bandwidth (TB/s)</source>
        <translation>Speicher-Bandbreite (TB/s)</translation>
    </message>
    <message>
        <source>BF16 dense (TFLOPS)</source>
        <translation>BF16 dicht (TFLOPS)</translation>
    </message>
    <message>
        <source>NVLink (GB/s)</source>
        <translation>NVLink (GB/s)</translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation>Leistung (W)</translation>
    </message>
    <message>
        <source>Platform</source>
        <translation>Plattform</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>GPU memory (GB)</source>
        <translation>GPU-Speicher (GB)</translation>
    </message>
    <message>
        <source>NVLink (GB/s per GPU)</source>
        <translation>NVLink (GB/s pro GPU)</translation>
    </message>
    <message>
        <source>Power draw (kW)</source>
        <translation>Leistung (kW)</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>Fabric</translation>
    </message>
    <message>
        <source>Bandwidth (Gb/s per port)</source>
        <translation>Bandbreite (Gb/s pro Port)</translation>
    </message>
    <message>
        <source>Latency (ns)</source>
        <translation>Latenz (ns)</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Skalierung</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Best for</source>
        <translation>Geeignet für</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Technologies</source>
        <translation>Technologien</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Performance</source>
        <translation>Leistungsfähigkeit</translation>
    </message>
    <message>
        <source>Technology</source>
        <translation>Technologie</translation>
    </message>
    <message>
        <source>Max rack density (kW)</source>
        <translation>Max. Rackdichte (kW)</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Infrastructure change</source>
        <translation>Änderung der Infrastruktur</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1+</source>
        <translation>%1+</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>bis %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: the course says %2, the catalog keeps the vendor&apos;s %3. %4</source>
        <translation>%1: Der Kurs nennt %2, der Katalog behält den Herstellerwert %3. %4</translation>
    </message>
</context>
<context>
    <name>ailab::labs::stack::ComparePage</name>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Aspect</source>
        <translation>Aspekt</translation>
    </message>
    <message>
        <source>Training: building and updating models</source>
        <translation>Training: Modelle erstellen und aktualisieren</translation>
    </message>
    <message>
        <source>Inference: serving model predictions</source>
        <translation>Inferenz: Modellvorhersagen bereitstellen</translation>
    </message>
    <message>
        <source>Training versus inference</source>
        <translation>Training und Inferenz im Vergleich</translation>
    </message>
    <message>
        <source>&lt;p&gt;These distinctions are not absolute. Large inference deployments can spread one model across many accelerators and then need high-bandwidth communication like training; some training jobs fit in one server and need no large fabric. Design for the actual workload profile, not for the label.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Diese Unterscheidungen sind nicht absolut. Große Inferenz-Installationen können ein Modell auf viele Beschleuniger verteilen und brauchen dann wie das Training Kommunikation mit hoher Bandbreite; manche Trainingsjobs passen in einen Server und brauchen keine große Fabric. Planen Sie für das tatsächliche Profil des Workloads, nicht für die Bezeichnung.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Primary objective</source>
        <translation>Hauptziel</translation>
    </message>
    <message>
        <source>Training throughput</source>
        <translation>Trainingsdurchsatz</translation>
    </message>
    <message>
        <source>Latency and throughput</source>
        <translation>Latenz und Durchsatz</translation>
    </message>
    <message>
        <source>Compute behaviour</source>
        <translation>Rechenverhalten</translation>
    </message>
    <message>
        <source>Long-running jobs</source>
        <translation>Lang laufende Jobs</translation>
    </message>
    <message>
        <source>Request-driven</source>
        <translation>Anfragegesteuert</translation>
    </message>
    <message>
        <source>Network focus</source>
        <translation>Schwerpunkt Netzwerk</translation>
    </message>
    <message>
        <source>Collective communication</source>
        <translation>Kollektive Kommunikation</translation>
    </message>
    <message>
        <source>Serving and model traffic</source>
        <translation>Verkehr für Auslieferung und Modelle</translation>
    </message>
    <message>
        <source>Storage focus</source>
        <translation>Schwerpunkt Speicher</translation>
    </message>
    <message>
        <source>Datasets and checkpoints</source>
        <translation>Datensätze und Checkpoints</translation>
    </message>
    <message>
        <source>Model loading and artifacts</source>
        <translation>Laden von Modellen, Artefakte</translation>
    </message>
    <message>
        <source>Unit of work</source>
        <translation>Arbeitseinheit</translation>
    </message>
    <message>
        <source>One step of %1 tokens on %2 GPUs: %3</source>
        <translation>Ein Schritt mit %1 Tokens auf %2 GPUs: %3</translation>
    </message>
    <message>
        <source>One request of %1 output tokens: %2 end to end</source>
        <translation>Eine Anfrage mit %1 Ausgabetokens: %2 von Ende zu Ende</translation>
    </message>
    <message>
        <source>What the user waits for</source>
        <translation>Worauf der Nutzer wartet</translation>
    </message>
    <message>
        <source>%1 steps per hour (%2 tokens/s)</source>
        <translation>%1 Schritte pro Stunde (%2 Tokens/s)</translation>
    </message>
    <message>
        <source>First token after %1, then one token every %2</source>
        <translation>Erstes Token nach %1, danach alle %2 ein Token</translation>
    </message>
    <message>
        <source>Network per unit of work</source>
        <translation>Netzwerk pro Arbeitseinheit</translation>
    </message>
    <message>
        <source>All-reduce: each GPU sends %1 per step (2(p−1)/p × %2)</source>
        <translation>All-Reduce: Jede GPU sendet %1 pro Schritt (2(p−1)/p × %2)</translation>
    </message>
    <message>
        <source>A prompt and %1 tokens: kilobytes through the gateway</source>
        <translation>Ein Prompt und %1 Tokens: Kilobytes durch das Gateway</translation>
    </message>
    <message>
        <source>Storage per unit of work</source>
        <translation>Speicher pro Arbeitseinheit</translation>
    </message>
    <message>
        <source>Reads %1 per step; writes a %2 checkpoint every %3 steps</source>
        <translation>Liest %1 pro Schritt; alle %3 Schritte ein Checkpoint von %2</translation>
    </message>
    <message>
        <source>Loads %1 of weights once per model server</source>
        <translation>Lädt %1 Gewichte einmal pro Modellserver</translation>
    </message>
    <message>
        <source>Limited by</source>
        <translation>Begrenzt durch</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Queueing and prefill for the first token, memory bandwidth for each next token</source>
        <translation>Warteschlange und Prefill für das erste Token, Speicherbandbreite für jedes weitere Token</translation>
    </message>
    <message>
        <source>The slowest layer of the step; now %1, with the GPUs busy %2 of the time</source>
        <translation>Die langsamste Schicht des Schritts; jetzt: %1, die GPUs sind %2 der Zeit beschäftigt</translation>
    </message>
    <message>
        <source>&lt;p&gt;Both workloads use accelerated computing, but they stress the stack differently. The first four rows are the course&apos;s comparison; the rows below them are computed by the lab&apos;s models for the loaded scenario and follow the sliders of the workload journey.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Beide Workloads nutzen beschleunigtes Rechnen, belasten den Stack aber unterschiedlich. Die ersten vier Zeilen sind der Vergleich des Kurses; die Zeilen darunter berechnen die Modelle des Labors für das geladene Szenario, und sie folgen den Schiebereglern im Weg des Workloads.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ailab::labs::stack::ExplorePage</name>
    <message>
        <source>Infrastructure layers</source>
        <translation>Infrastrukturschichten</translation>
    </message>
    <message>
        <source>Six building blocks</source>
        <translation>Sechs Bausteine</translation>
    </message>
    <message>
        <source>Five physical layers</source>
        <translation>Fünf physische Schichten</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Role.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Rolle.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Key technologies:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Schlüsseltechnologien:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Engineering insight.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Technische Erkenntnis.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>%1 (click a column header to sort)</source>
        <translation>%1 (zum Sortieren auf einen Spaltenkopf klicken)</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;The stack is only as fast as its slowest layer: a powerful GPU cluster still idles when the network is congested or storage cannot deliver data fast enough. Open the workload journey to weaken a layer and watch the whole job slow down.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Der Stack ist nur so schnell wie seine langsamste Schicht: Auch ein leistungsstarker GPU-Cluster steht still, wenn das Netzwerk überlastet ist oder der Speicher die Daten nicht schnell genug liefert. Öffnen Sie den Weg des Workloads, schwächen Sie eine Schicht und sehen Sie zu, wie der ganze Job langsamer wird.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>hardware catalog</source>
        <translation>Hardwarekatalog</translation>
    </message>
    <message>
        <source>Course table of the selected layer</source>
        <translation>Tabelle des Kurses zur gewählten Schicht</translation>
    </message>
    <message>
        <source>Course and vendor differ</source>
        <translation>Kurs und Hersteller weichen ab</translation>
    </message>
    <message>
        <source>AI Infrastructure Explained, section 01.2</source>
        <translation>AI Infrastructure Explained, Abschnitt 01.2</translation>
    </message>
</context>
<context>
    <name>ailab::labs::stack::JourneyDiagram</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Researcher</source>
        <translation>Forscher</translation>
    </message>
    <message>
        <source>Scheduler</source>
        <translation>Scheduler</translation>
    </message>
    <message>
        <source>GPU servers</source>
        <translation>GPU-Server</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>API gateway</source>
        <translation>Gateway</translation>
    </message>
    <message>
        <source>Router</source>
        <translation>Router</translation>
    </message>
    <message>
        <source>Model server</source>
        <translation>Modellserver</translation>
    </message>
    <message>
        <source>%1 GPUs; compute %2 per step, GPU utilisation %3 %</source>
        <translation>%1 GPUs; Rechnen %2 pro Schritt, GPU-Auslastung %3 %</translation>
    </message>
    <message>
        <source>All-reduce %1 per step, %2 not hidden by compute</source>
        <translation>All-Reduce %1 pro Schritt, davon %2 nicht durch Rechnen verdeckt</translation>
    </message>
    <message>
        <source>Batch load %1 per step; checkpoint write %2</source>
        <translation>Batch laden %1 pro Schritt; Checkpoint schreiben %2</translation>
    </message>
    <message>
        <source>GPU power cap %1 % of TDP: compute throughput %2 %</source>
        <translation>GPU-Leistungsgrenze %1 % der TDP: Rechendurchsatz %2 %</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradienten</translation>
    </message>
    <message>
        <source>Next batch</source>
        <translation>Nächster Batch</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>Checkpoint</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>Anfrage</translation>
    </message>
    <message>
        <source>Response</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Time to first token %1; response %2</source>
        <translation>Zeit bis zum ersten Token %1; Antwort %2</translation>
    </message>
    <message>
        <source>Training job: waiting to be submitted.</source>
        <translation>Trainingsjob: wartet auf die Übermittlung.</translation>
    </message>
    <message>
        <source>Training job: submitted; the platform admits it.</source>
        <translation>Trainingsjob: übermittelt; die Plattform lässt ihn zu.</translation>
    </message>
    <message>
        <source>Training job: the scheduler allocates all GPUs at once.</source>
        <translation>Trainingsjob: Der Scheduler teilt alle GPUs auf einmal zu.</translation>
    </message>
    <message>
        <source>Training job: the first batches load from storage.</source>
        <translation>Trainingsjob: Die ersten Batches werden aus dem Speicher geladen.</translation>
    </message>
    <message>
        <source>Training job, step %1: the GPUs wait for data from storage.</source>
        <translation>Trainingsjob, Schritt %1: Die GPUs warten auf Daten aus dem Speicher.</translation>
    </message>
    <message>
        <source>Training job, step %1: the GPUs compute; gradients synchronise at the end.</source>
        <translation>Trainingsjob, Schritt %1: Die GPUs rechnen; am Ende werden die Gradienten synchronisiert.</translation>
    </message>
    <message>
        <source>Training job, step %1: the GPUs wait for the all-reduce over the fabric.</source>
        <translation>Trainingsjob, Schritt %1: Die GPUs warten auf das All-Reduce über die Fabric.</translation>
    </message>
    <message>
        <source>Training job: writing a checkpoint to storage after step %1.</source>
        <translation>Trainingsjob: schreibt nach Schritt %1 einen Checkpoint in den Speicher.</translation>
    </message>
    <message>
        <source>Training job: finished after %1 steps.</source>
        <translation>Trainingsjob: nach %1 Schritten beendet.</translation>
    </message>
    <message>
        <source>Inference request: travelling from the client to the gateway.</source>
        <translation>Inferenzanfrage: unterwegs vom Client zum Gateway.</translation>
    </message>
    <message>
        <source>Inference request: the gateway authenticates and rate-limits it.</source>
        <translation>Inferenzanfrage: Das Gateway authentifiziert sie und begrenzt die Rate.</translation>
    </message>
    <message>
        <source>Inference request: the router picks a model server.</source>
        <translation>Inferenzanfrage: Der Router wählt einen Modellserver.</translation>
    </message>
    <message>
        <source>Inference request: queued at the model server.</source>
        <translation>Inferenzanfrage: wartet in der Warteschlange des Modellservers.</translation>
    </message>
    <message>
        <source>Inference request: prefill of the prompt (compute bound).</source>
        <translation>Inferenzanfrage: Prefill des Prompts (rechengebunden).</translation>
    </message>
    <message>
        <source>Inference request: decoding tokens one by one (memory bound).</source>
        <translation>Inferenzanfrage: Die Tokens werden einzeln decodiert (speichergebunden).</translation>
    </message>
    <message>
        <source>Inference request: the response returns to the client.</source>
        <translation>Inferenzanfrage: Die Antwort kehrt zum Client zurück.</translation>
    </message>
    <message>
        <source>Inference request: answered; %1 so far.</source>
        <translation>Inferenzanfrage: beantwortet; bisher %1.</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>Fabric</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Strom</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>Client</translation>
    </message>
</context>
<context>
    <name>ailab::labs::stack::JourneyPage</name>
    <message>
        <source>Compute</source>
        <translation>Rechnen</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Strom</translation>
    </message>
    <message>
        <source>Workload journey through the stack</source>
        <translation>Weg des Workloads durch den Stack</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Schrittzeit</translation>
    </message>
    <message>
        <source>Simulated time (s)</source>
        <translation>Simulierte Zeit (s)</translation>
    </message>
    <message>
        <source>Step time (s)</source>
        <translation>Schrittzeit (s)</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>Measured step time</source>
        <translation>Gemessene Schrittzeit</translation>
    </message>
    <message>
        <source>GPU utilisation</source>
        <translation>GPU-Auslastung</translation>
    </message>
    <message>
        <source>GPU utilisation (%)</source>
        <translation>GPU-Auslastung (%)</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Step time breakdown</source>
        <translation>Aufteilung der Schrittzeit</translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <translation>Engpass</translation>
    </message>
    <message>
        <source>Steps per hour</source>
        <translation>Schritte/Stunde</translation>
    </message>
    <message>
        <source>Inference response</source>
        <translation>Inferenzantwort</translation>
    </message>
    <message>
        <source>Step 1</source>
        <translation>Schritt 1</translation>
    </message>
    <message>
        <source>The first training step completed.</source>
        <translation>Der erste Trainingsschritt ist abgeschlossen.</translation>
    </message>
    <message>
        <source>Weaken one layer</source>
        <translation>Eine Schicht schwächen</translation>
    </message>
    <message>
        <source>Storage slowdown</source>
        <translation>Verlangsamung des Speichers</translation>
    </message>
    <message>
        <source>Usable network bandwidth</source>
        <translation>Nutzbare Netzwerkbandbreite</translation>
    </message>
    <message>
        <source>GPU power cap</source>
        <translation>GPU-Leistungsgrenze</translation>
    </message>
    <message>
        <source>&amp;Network:</source>
        <translation>&amp;Netzwerk:</translation>
    </message>
    <message>
        <source>&amp;Power cap:</source>
        <translation>Le&amp;istungsgrenze:</translation>
    </message>
    <message>
        <source>%1× slower (%2 GB/s read)</source>
        <translation>%1× langsamer (Lesen %2 GB/s)</translation>
    </message>
    <message>
        <source>%1 % usable (%2 Gb/s per GPU)</source>
        <translation>%1 % nutzbar (%2 Gb/s pro GPU)</translation>
    </message>
    <message>
        <source>%1 % of TDP (%2 % compute)</source>
        <translation>%1 % der TDP (Rechnen: %2 %)</translation>
    </message>
    <message>
        <source>%1 % slower than without degradation</source>
        <translation>%1 % langsamer als ungeschwächt</translation>
    </message>
    <message>
        <source>as without degradation</source>
        <translation>wie ungeschwächt</translation>
    </message>
    <message>
        <source>compute time ÷ step time</source>
        <translation>Rechenzeit ÷ Schrittzeit</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 Tokens/s</translation>
    </message>
    <message>
        <source>GPU-bound: the goal</source>
        <translation>GPU-gebunden: das Ziel</translation>
    </message>
    <message>
        <source>10 % faster here saves %1 ms per step</source>
        <translation>Hier 10 % schneller spart %1 ms pro Schritt</translation>
    </message>
    <message>
        <source>first token after %1 s, %2 tokens</source>
        <translation>erstes Token nach %1 s, %2 Tokens</translation>
    </message>
    <message>
        <source>Without degradation</source>
        <translation>Ungeschwächt</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>Aktuell</translation>
    </message>
    <message>
        <source>Exposed communication</source>
        <translation>Offene Kommunikation</translation>
    </message>
    <message>
        <source>Data wait</source>
        <translation>Datenwartezeit</translation>
    </message>
    <message>
        <source>Checkpoint share</source>
        <translation>Checkpoint-Anteil</translation>
    </message>
    <message>
        <source>Seconds per step</source>
        <translation>Sekunden pro Schritt</translation>
    </message>
    <message>
        <source>E&amp;xplain</source>
        <translation>Erklär&amp;ung</translation>
    </message>
    <message>
        <source>Show or hide how the step time is computed</source>
        <translation>Ein- oder ausblenden, wie die Schrittzeit berechnet wird</translation>
    </message>
    <message>
        <source>Show the explanation of the step</source>
        <translation>Die Erklärung des Schritts zeigen</translation>
    </message>
    <message>
        <source>St&amp;orage:</source>
        <translation>&amp;Speicher:</translation>
    </message>
</context>
<context>
    <name>ailab::labs::stack::PatternsPage</name>
    <message>
        <source>Spine</source>
        <translation>Spine</translation>
    </message>
    <message>
        <source>Pod %1 switch</source>
        <translation>Pod %1 Switch</translation>
    </message>
    <message>
        <source>Pod %1 storage</source>
        <translation>Pod %1 Speicher</translation>
    </message>
    <message>
        <source>The next pod, added as one unit</source>
        <translation>Der nächste Pod, als Einheit hinzugefügt</translation>
    </message>
    <message>
        <source>InfiniBand training fabric</source>
        <translation>InfiniBand-Fabric für Training</translation>
    </message>
    <message>
        <source>Training GPU nodes</source>
        <translation>GPU-Knoten für Training</translation>
    </message>
    <message>
        <source>Users</source>
        <translation>Nutzer</translation>
    </message>
    <message>
        <source>Ethernet inference fabric</source>
        <translation>Ethernet-Fabric für Inferenz</translation>
    </message>
    <message>
        <source>Inference GPU nodes</source>
        <translation>GPU-Knoten für Inferenz</translation>
    </message>
    <message>
        <source>All-reduce traffic stays here</source>
        <translation>All-Reduce-Verkehr bleibt hier</translation>
    </message>
    <message>
        <source>Request latency is isolated</source>
        <translation>Anfragelatenz bleibt isoliert</translation>
    </message>
    <message>
        <source>Data fabric</source>
        <translation>Daten-Fabric</translation>
    </message>
    <message>
        <source>GPU node 1</source>
        <translation>GPU-Knoten 1</translation>
    </message>
    <message>
        <source>GPU node 2</source>
        <translation>GPU-Knoten 2</translation>
    </message>
    <message>
        <source>Operator</source>
        <translation>Betreiber</translation>
    </message>
    <message>
        <source>BMC, IPMI or iDRAC port</source>
        <translation>BMC-, IPMI- oder iDRAC-Port</translation>
    </message>
    <message>
        <source>GPU nodes</source>
        <translation>GPU-Knoten</translation>
    </message>
    <message>
        <source>Checkpoint NVMe in the same rack</source>
        <translation>Checkpoint-NVMe im selben Rack</translation>
    </message>
    <message>
        <source>Storage network</source>
        <translation>Speichernetz</translation>
    </message>
    <message>
        <source>Parallel file system</source>
        <translation>Paralleles Dateisystem</translation>
    </message>
    <message>
        <source>Object storage archive</source>
        <translation>Archiv im Objektspeicher</translation>
    </message>
    <message>
        <source>Short path: fast checkpoint writes</source>
        <translation>Kurzer Weg: schnelles Schreiben von Checkpoints</translation>
    </message>
    <message>
        <source>Older checkpoints move here</source>
        <translation>Ältere Checkpoints wandern hierher</translation>
    </message>
    <message>
        <source>Pod-based scaling</source>
        <translation>Skalierung mit Pods</translation>
    </message>
    <message>
        <source>Design the cluster as a set of identical pods, each with a fixed number of GPU nodes, network switches and storage nodes. Scale by adding pods, not individual components.</source>
        <translation>Entwerfen Sie den Cluster als Menge identischer Pods, jeder mit einer festen Anzahl von GPU-Knoten, Netzwerk-Switches und Speicherknoten. Skalieren Sie durch Hinzufügen ganzer Pods, nicht einzelner Komponenten.</translation>
    </message>
    <message>
        <source>Separate training and inference fabrics</source>
        <translation>Getrennte Fabrics für Training und Inferenz</translation>
    </message>
    <message>
        <source>Training needs high-bandwidth, low-latency InfiniBand; inference needs high-throughput, low-latency Ethernet. Separate fabrics keep training traffic from affecting inference latency.</source>
        <translation>Training braucht InfiniBand mit hoher Bandbreite und niedriger Latenz; Inferenz braucht Ethernet mit hohem Durchsatz und niedriger Latenz. Getrennte Fabrics verhindern, dass Trainingsverkehr die Latenz der Inferenz beeinflusst.</translation>
    </message>
    <message>
        <source>Out-of-band management network</source>
        <translation>Out-of-Band-Managementnetzwerk</translation>
    </message>
    <message>
        <source>A dedicated management network (BMC, IPMI, iDRAC), separate from the data fabric, lets operators manage the infrastructure without affecting training workloads.</source>
        <translation>Ein eigenes Managementnetzwerk (BMC, IPMI, iDRAC), getrennt von der Daten-Fabric, erlaubt Betreibern, die Infrastruktur zu verwalten, ohne Trainings-Workloads zu beeinträchtigen.</translation>
    </message>
    <message>
        <source>Checkpoint storage co-location</source>
        <translation>Checkpoint-Speicher in der Nähe</translation>
    </message>
    <message>
        <source>Place checkpoint storage (NVMe) physically close to the compute nodes to minimise checkpoint write latency, a critical factor for how fast a job recovers.</source>
        <translation>Platzieren Sie den Checkpoint-Speicher (NVMe) physisch nahe an den Rechenknoten, um die Schreiblatenz der Checkpoints zu minimieren – ein entscheidender Faktor dafür, wie schnell sich ein Job erholt.</translation>
    </message>
    <message>
        <source>Pod %1 GPUs</source>
        <translation>Pod %1 GPUs</translation>
    </message>
    <message>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Ethernet</source>
        <translation>Ethernet</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>Inferenz</translation>
    </message>
    <message>
        <source>Management</source>
        <translation>Management</translation>
    </message>
    <message>
        <source>Local NVMe</source>
        <translation>Lokale NVMe</translation>
    </message>
    <message>
        <source>File system</source>
        <translation>Dateisystem</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Archiv</translation>
    </message>
</context>
<context>
    <name>ailab::labs::stack::StackLab</name>
    <message>
        <source>AI infrastructure stack</source>
        <translation>KI-Infrastruktur-Stack</translation>
    </message>
    <message>
        <source>The layers of an AI platform and how one slow layer limits the whole job.</source>
        <translation>Die Schichten einer KI-Plattform und wie eine langsame Schicht den ganzen Job bremst.</translation>
    </message>
    <message>
        <source>&amp;Explore</source>
        <translation>&amp;Erkunden</translation>
    </message>
    <message>
        <source>Workload &amp;journey</source>
        <translation>&amp;Weg des Workloads</translation>
    </message>
    <message>
        <source>&amp;Training vs inference</source>
        <translation>&amp;Training vs. Inferenz</translation>
    </message>
    <message>
        <source>&amp;Design patterns</source>
        <translation>Design&amp;muster</translation>
    </message>
    <message>
        <source>Stack explorer modes</source>
        <translation>Modi des Stack-Explorers</translation>
    </message>
</context>
<context>
    <name>ailab::labs::stack::StackLayers</name>
    <message>
        <source>Accelerated compute</source>
        <translation>Beschleunigtes Rechnen</translation>
    </message>
    <message>
        <source>GPUs and other accelerators execute the mathematical operations required by AI workloads. CPU resources coordinate processing, data preparation and system-level operations.</source>
        <translation>GPUs und andere Beschleuniger führen die mathematischen Operationen aus, die KI-Workloads erfordern. CPU-Ressourcen koordinieren die Verarbeitung, die Datenaufbereitung und Vorgänge auf Systemebene.</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>HBM memory</source>
        <translation>HBM-Speicher</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
    <message>
        <source>Accelerator memory capacity, memory bandwidth, interconnect performance and scheduling efficiency decide how effectively the GPUs can be used.</source>
        <translation>Speicherkapazität der Beschleuniger, Speicherbandbreite, Leistung der Verbindungen und Effizienz des Schedulings entscheiden, wie wirksam die GPUs genutzt werden können.</translation>
    </message>
    <message>
        <source>GPUs in the hardware catalog</source>
        <translation>GPUs im Hardwarekatalog</translation>
    </message>
    <message>
        <source>High-performance networking</source>
        <translation>Hochleistungsnetzwerke</translation>
    </message>
    <message>
        <source>Network fabrics connect computing nodes and transport distributed workload traffic. Ethernet, InfiniBand, RDMA and congestion management influence communication performance.</source>
        <translation>Netzwerk-Fabrics verbinden Rechenknoten und transportieren den Verkehr verteilter Workloads. Ethernet, InfiniBand, RDMA und Überlaststeuerung beeinflussen die Leistung der Kommunikation.</translation>
    </message>
    <message>
        <source>Ethernet</source>
        <translation>Ethernet</translation>
    </message>
    <message>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <source>RDMA</source>
        <translation>RDMA</translation>
    </message>
    <message>
        <source>RoCEv2</source>
        <translation>RoCEv2</translation>
    </message>
    <message>
        <source>Congestion control</source>
        <translation>Überlaststeuerung</translation>
    </message>
    <message>
        <source>Congestion, packet loss, load balancing and collective communication patterns directly influence training efficiency.</source>
        <translation>Überlast, Paketverlust, Lastverteilung und die Muster der kollektiven Kommunikation beeinflussen direkt die Effizienz des Trainings.</translation>
    </message>
    <message>
        <source>AI network fabric options</source>
        <translation>Optionen für KI-Netzwerk-Fabrics</translation>
    </message>
    <message>
        <source>Distributed storage</source>
        <translation>Verteilter Speicher</translation>
    </message>
    <message>
        <source>Storage platforms hold training datasets, model artifacts, checkpoints and application data. Parallel I/O and caching supply data at the rates compute nodes require.</source>
        <translation>Speicherplattformen enthalten Trainingsdatensätze, Modellartefakte, Checkpoints und Anwendungsdaten. Parallele E/A und Caching liefern Daten so schnell, wie die Rechenknoten sie benötigen.</translation>
    </message>
    <message>
        <source>Parallel file systems</source>
        <translation>Parallele Dateisysteme</translation>
    </message>
    <message>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <source>Object storage</source>
        <translation>Objektspeicher</translation>
    </message>
    <message>
        <source>Caching</source>
        <translation>Caching</translation>
    </message>
    <message>
        <source>Storage throughput and data pipeline design can decide whether accelerators remain productive.</source>
        <translation>Speicherdurchsatz und der Aufbau der Datenpipeline können entscheiden, ob die Beschleuniger produktiv bleiben.</translation>
    </message>
    <message>
        <source>Storage tiers</source>
        <translation>Speicherstufen</translation>
    </message>
    <message>
        <source>Distributed software</source>
        <translation>Verteilte Software</translation>
    </message>
    <message>
        <source>AI frameworks coordinate model execution, parallel computation, gradient synchronisation and communication between accelerators across many servers.</source>
        <translation>KI-Frameworks koordinieren die Ausführung der Modelle, parallele Berechnungen, die Synchronisation der Gradienten und die Kommunikation zwischen Beschleunigern über viele Server hinweg.</translation>
    </message>
    <message>
        <source>AI frameworks</source>
        <translation>KI-Frameworks</translation>
    </message>
    <message>
        <source>Collective communication</source>
        <translation>Kollektive Kommunikation</translation>
    </message>
    <message>
        <source>Gradient synchronisation</source>
        <translation>Gradientensynchronisation</translation>
    </message>
    <message>
        <source>When one accelerator or communication path is much slower than the others, synchronised operations have to wait for it.</source>
        <translation>Wenn ein Beschleuniger oder ein Kommunikationsweg viel langsamer ist als die anderen, müssen synchronisierte Operationen auf ihn warten.</translation>
    </message>
    <message>
        <source>Orchestration and scheduling</source>
        <translation>Orchestrierung und Scheduling</translation>
    </message>
    <message>
        <source>Cluster management systems allocate resources, schedule jobs, manage containers and coordinate the lifecycle of training and inference workloads.</source>
        <translation>Clusterverwaltungssysteme teilen Ressourcen zu, planen Jobs ein, verwalten Container und koordinieren den Lebenszyklus von Trainings- und Inferenz-Workloads.</translation>
    </message>
    <message>
        <source>Cluster schedulers</source>
        <translation>Cluster-Scheduler</translation>
    </message>
    <message>
        <source>Containers</source>
        <translation>Container</translation>
    </message>
    <message>
        <source>Monitoring</source>
        <translation>Monitoring</translation>
    </message>
    <message>
        <source>Job lifecycle</source>
        <translation>Lebenszyklus von Jobs</translation>
    </message>
    <message>
        <source>Without visibility into accelerator utilisation, communication, storage activity and job progress, finding the source of a slowdown is much harder.</source>
        <translation>Ohne Einblick in die Auslastung der Beschleuniger, die Kommunikation, die Speicheraktivität und den Fortschritt der Jobs ist die Ursache einer Verlangsamung viel schwerer zu finden.</translation>
    </message>
    <message>
        <source>Physical infrastructure</source>
        <translation>Physische Infrastruktur</translation>
    </message>
    <message>
        <source>Power delivery, cooling, rack design, cabling and capacity planning decide how densely accelerator systems can be deployed and operated.</source>
        <translation>Stromversorgung, Kühlung, Rack-Design, Verkabelung und Kapazitätsplanung entscheiden, wie dicht Beschleunigersysteme aufgestellt und betrieben werden können.</translation>
    </message>
    <message>
        <source>Power delivery</source>
        <translation>Stromversorgung</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>Kühlung</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>Racks</translation>
    </message>
    <message>
        <source>Cabling</source>
        <translation>Verkabelung</translation>
    </message>
    <message>
        <source>High-density accelerator servers impose substantial power and cooling requirements; they limit what the rest of the stack can do.</source>
        <translation>Beschleunigerserver hoher Dichte stellen erhebliche Anforderungen an Strom und Kühlung; sie begrenzen, was der Rest des Stacks leisten kann.</translation>
    </message>
    <message>
        <source>Cooling technology comparison</source>
        <translation>Vergleich der Kühltechniken</translation>
    </message>
    <message>
        <source>Compute layer</source>
        <translation>Rechenschicht</translation>
    </message>
    <message>
        <source>GPU servers, each with 4 to 8 GPUs connected by NVLink for GPU-to-GPU traffic inside the node and by PCIe to the CPUs and network adapters.</source>
        <translation>GPU-Server mit je 4 bis 8 GPUs, untereinander über NVLink für den Verkehr zwischen den GPUs im Knoten verbunden und über PCIe mit den CPUs und Netzwerkadaptern.</translation>
    </message>
    <message>
        <source>DGX and HGX H100/H200</source>
        <translation>DGX und HGX H100/H200</translation>
    </message>
    <message>
        <source>OEM GPU servers</source>
        <translation>OEM-GPU-Server</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>Each layer must be engineered to match the others: a mismatch at any layer creates a bottleneck that limits the entire system.</source>
        <translation>Jede Schicht muss auf die anderen abgestimmt sein: Ein Missverhältnis in einer beliebigen Schicht erzeugt einen Engpass, der das gesamte System begrenzt.</translation>
    </message>
    <message>
        <source>Current generation AI server platforms</source>
        <translation>KI-Serverplattformen der aktuellen Generation</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>Interconnect</translation>
    </message>
    <message>
        <source>The network fabric connects GPU nodes for distributed training and connects the cluster to storage and management networks.</source>
        <translation>Die Netzwerk-Fabric verbindet GPU-Knoten für verteiltes Training und bindet den Cluster an Speicher- und Managementnetzwerke an.</translation>
    </message>
    <message>
        <source>InfiniBand NDR and HDR</source>
        <translation>InfiniBand NDR und HDR</translation>
    </message>
    <message>
        <source>400 GbE and 100 GbE with RoCEv2</source>
        <translation>400 GbE und 100 GbE mit RoCEv2</translation>
    </message>
    <message>
        <source>Lossless fabric</source>
        <translation>Verlustfreie Fabric</translation>
    </message>
    <message>
        <source>The fabric must provide enough bandwidth to prevent GPU idle time during all-reduce, the collective operation of distributed training.</source>
        <translation>Die Fabric muss genug Bandbreite bieten, damit die GPUs während des All-Reduce, der kollektiven Operation des verteilten Trainings, nicht untätig warten.</translation>
    </message>
    <message>
        <source>Storage layer</source>
        <translation>Speicherschicht</translation>
    </message>
    <message>
        <source>AI training needs storage that feeds data to the GPUs faster than they consume it: a hot parallel file system, a warm NVMe tier and cold object storage.</source>
        <translation>KI-Training braucht Speicher, der die GPUs schneller mit Daten versorgt, als sie diese verbrauchen: ein heißes paralleles Dateisystem, eine warme NVMe-Stufe und kalten Objektspeicher.</translation>
    </message>
    <message>
        <source>GPFS, Lustre, WEKA, VAST, DDN</source>
        <translation>GPFS, Lustre, WEKA, VAST, DDN</translation>
    </message>
    <message>
        <source>NVMe-oF</source>
        <translation>NVMe-oF</translation>
    </message>
    <message>
        <source>S3-compatible object storage</source>
        <translation>S3-kompatibler Objektspeicher</translation>
    </message>
    <message>
        <source>A single DGX H100 system can consume data at 200+ GB/s; 64 of them need 12+ TB/s of aggregate throughput, far beyond traditional enterprise storage.</source>
        <translation>Ein einzelnes DGX-H100-System kann Daten mit über 200 GB/s verbrauchen; 64 davon brauchen zusammen über 12 TB/s Durchsatz, weit mehr als herkömmlicher Unternehmensspeicher liefert.</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Stromversorgung</translation>
    </message>
    <message>
        <source>Power engineering sizes circuits, PDUs and UPS systems for actual GPU power under training load, not nameplate ratings.</source>
        <translation>Die Elektroplanung bemisst Stromkreise, PDUs und USV-Anlagen nach der tatsächlichen GPU-Leistung unter Trainingslast, nicht nach den Typenschildwerten.</translation>
    </message>
    <message>
        <source>PDUs</source>
        <translation>PDUs</translation>
    </message>
    <message>
        <source>UPS</source>
        <translation>USV</translation>
    </message>
    <message>
        <source>Generators</source>
        <translation>Generatoren</translation>
    </message>
    <message>
        <source>3-phase circuits</source>
        <translation>Drehstromkreise</translation>
    </message>
    <message>
        <source>Power capacity is the most common constraint: a rack of 4 DGX H100 systems draws 40+ kW and needs 60 A 3-phase circuits.</source>
        <translation>Die verfügbare Leistung ist die häufigste Grenze: Ein Rack mit 4 DGX-H100-Systemen zieht über 40 kW und braucht Drehstromkreise mit 60 A.</translation>
    </message>
    <message>
        <source>Power draw of AI server platforms</source>
        <translation>Leistungsaufnahme von KI-Serverplattformen</translation>
    </message>
    <message>
        <source>Air cooling cannot remove the heat of racks drawing 20+ kW at AI densities; rear-door heat exchangers, direct-to-chip liquid and immersion take over.</source>
        <translation>Luftkühlung kann die Wärme von Racks mit über 20 kW bei KI-Dichten nicht abführen; dann übernehmen Rücktür-Wärmetauscher, Flüssigkeitskühlung direkt am Chip und Immersion.</translation>
    </message>
    <message>
        <source>Air</source>
        <translation>Luft</translation>
    </message>
    <message>
        <source>Rear-door heat exchangers</source>
        <translation>Rücktür-Wärmetauscher</translation>
    </message>
    <message>
        <source>Direct-to-chip liquid</source>
        <translation>Flüssigkeit direkt am Chip</translation>
    </message>
    <message>
        <source>Immersion</source>
        <translation>Immersion</translation>
    </message>
    <message>
        <source>Cooling reach per rack limits density, and therefore how much power and compute fit in the floor space you have.</source>
        <translation>Die Kühlleistung pro Rack begrenzt die Dichte und damit, wie viel Leistung und Rechenkapazität auf die vorhandene Fläche passen.</translation>
    </message>
</context>
<context>
    <name>ailab::labs::stack::StepExplainer</name>
    <message>
        <source>One training step, end to end</source>
        <translation>Ein Trainingsschritt von Anfang bis Ende</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every step the GPUs compute the forward and backward pass, the gradients are averaged across all GPUs with a ring all-reduce, the next batch is read from storage, and every N steps a checkpoint is written. Compute hides part of the all-reduce and the whole prefetch; what it cannot hide adds to the step.&lt;/p&gt;&lt;p&gt;The &lt;b&gt;bottleneck&lt;/b&gt; is the layer whose 10 % speed-up would shorten the step most: one layer&apos;s bottleneck limits the whole system. Under a power cap the GPUs stay busy but slow, so utilisation alone does not reveal it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;In jedem Schritt berechnen die GPUs den Forward- und den Backward-Pass, die Gradienten werden mit einem Ring-All-Reduce über alle GPUs gemittelt, der nächste Batch wird aus dem Speicher gelesen, und alle N Schritte wird ein Checkpoint geschrieben. Das Rechnen verdeckt einen Teil des All-Reduce und das gesamte Vorladen; was es nicht verdecken kann, verlängert den Schritt.&lt;/p&gt;&lt;p&gt;Der &lt;b&gt;Engpass&lt;/b&gt; ist die Schicht, deren Beschleunigung um 10 % den Schritt am stärksten verkürzen würde: Der Engpass einer Schicht begrenzt das ganze System. Unter einer Leistungsgrenze bleiben die GPUs beschäftigt, aber langsam; die Auslastung allein zeigt den Engpass daher nicht.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>step = compute + exposed all-reduce + data wait + checkpoint ÷ N&lt;br&gt;compute = 6 × parameters × tokens ÷ (GPUs × peak × MFU × power factor)&lt;br&gt;all-reduce = 2(p−1)α + 2(p−1)/p × 2 B × parameters ÷ bandwidth&lt;br&gt;exposed = max(0, all-reduce − overlap × compute)&lt;br&gt;data wait = max(0, data per step ÷ read rate − compute)&lt;br&gt;power factor = ((cap − floor) ÷ (1 − floor))&lt;sup&gt;1/3&lt;/sup&gt;</source>
        <translation>Schritt = Rechnen + offenes All-Reduce + Datenwartezeit + Checkpoint ÷ N&lt;br&gt;Rechnen = 6 × Parameter × Tokens ÷ (GPUs × Spitze × MFU × Leistungsfaktor)&lt;br&gt;All-Reduce = 2(p−1)α + 2(p−1)/p × 2 B × Parameter ÷ Bandbreite&lt;br&gt;offen = max(0, All-Reduce − Überlappung × Rechnen)&lt;br&gt;Datenwartezeit = max(0, Daten pro Schritt ÷ Leserate − Rechnen)&lt;br&gt;Leistungsfaktor = ((Grenze − Sockel) ÷ (1 − Sockel))&lt;sup&gt;1/3&lt;/sup&gt;</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>%1: %2 TFLOPS BF16 dense</source>
        <translation>%1: %2 TFLOPS BF16 dicht</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>Fabric</translation>
    </message>
    <message>
        <source>%1: %2 Gb/s per GPU</source>
        <translation>%1: %2 Gb/s pro GPU</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>step %1 s: compute %2 s, exposed all-reduce %3 s, data wait %4 s, checkpoint %5 s</source>
        <translation>Schritt %1 s: Rechnen %2 s, offenes All-Reduce %3 s, Datenwartezeit %4 s, Checkpoint %5 s</translation>
    </message>
    <message>
        <source>step model</source>
        <translation>Schrittmodell</translation>
    </message>
    <message>
        <source>Kaplan et al. 2020, Scaling Laws for Neural Language Models: 6 FLOPs per parameter per token</source>
        <translation>Kaplan et al. 2020, Scaling Laws for Neural Language Models: 6 FLOPs pro Parameter und Token</translation>
    </message>
    <message>
        <source>Patarasuk and Yuan 2009; Hockney&apos;s alpha-beta model: ring all-reduce</source>
        <translation>Patarasuk und Yuan 2009; Alpha-Beta-Modell nach Hockney: Ring-All-Reduce</translation>
    </message>
    <message>
        <source>MLPerf Storage: prefetch overlap and accelerator utilisation</source>
        <translation>MLPerf Storage: Überlappung des Vorladens und Auslastung der Beschleuniger</translation>
    </message>
    <message>
        <source>Hennessy and Patterson, Computer Architecture: dynamic power and frequency</source>
        <translation>Hennessy und Patterson, Computer Architecture: dynamische Leistung und Frequenz</translation>
    </message>
    <message>
        <source>AI Infrastructure Explained, section 01.4 and System Architecture</source>
        <translation>AI Infrastructure Explained, Abschnitt 01.4 und System Architecture</translation>
    </message>
</context>
<context>
    <name>ailab::labs::storage::CheckpointPage</name>
    <message>
        <source>Checkpoint (the course&apos;s three sliders)</source>
        <translation>Checkpoint (die drei Schieberegler des Kurses)</translation>
    </message>
    <message>
        <source>Checkpoint si&amp;ze</source>
        <translation>Größe des Check&amp;points</translation>
    </message>
    <message>
        <source>Effective write &amp;bandwidth</source>
        <translation>Effektive Schrei&amp;bbandbreite</translation>
    </message>
    <message>
        <source>Checkpoint &amp;every</source>
        <translation>Abs&amp;tand der Checkpoints</translation>
    </message>
    <message>
        <source>Modes and failures</source>
        <translation>Modi und Ausfälle</translation>
    </message>
    <message>
        <source>Your own</source>
        <translation>Eigene Angabe</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %n rank(s))</source>
        <translation>
            <numerusform>%1 (%2, %n Rank)</numerusform>
            <numerusform>%1 (%2, %n Ranks)</numerusform>
        </translation>
    </message>
    <message>
        <source>Checkpoint of an MLPerf Storage model</source>
        <translation>Checkpoint eines MLPerf-Storage-Modells</translation>
    </message>
    <message>
        <source>Ranks writing</source>
        <translation>Schreibende Ranks</translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <source>Tier&apos;s aggregate write bandwidth</source>
        <translation>Gesamte Schreibbandbreite der Speicherstufe</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <source>Mean time between failures</source>
        <translation>Mittlere Zeit zwischen Ausfällen</translation>
    </message>
    <message>
        <source>Checkpoint &amp;of</source>
        <translation>Checkp&amp;oint von</translation>
    </message>
    <message>
        <source>Ranks &amp;writing (sharded, async)</source>
        <translation>Schreibende Ranks (verteilt, asy&amp;nchron)</translation>
    </message>
    <message>
        <source>Tier&apos;s &amp;aggregate bandwidth</source>
        <translation>Gesamtbandbreite der Speicherstu&amp;fe</translation>
    </message>
    <message>
        <source>Mea&amp;n time between failures</source>
        <translation>Mittlere &amp;Zeit zwischen Ausfällen</translation>
    </message>
    <message>
        <source>Idealized write duration</source>
        <translation>Idealisierte Schreibdauer</translation>
    </message>
    <message>
        <source>Synchronous checkpoint overhead</source>
        <translation>Aufwand synchroner Checkpoints</translation>
    </message>
    <message>
        <source>Average checkpoint data volume</source>
        <translation>Mittleres Checkpoint-Datenvolumen</translation>
    </message>
    <message>
        <source>Young&apos;s interval</source>
        <translation>Intervall nach Young</translation>
    </message>
    <message>
        <source>Daly&apos;s interval</source>
        <translation>Intervall nach Daly</translation>
    </message>
    <message>
        <source>Work lost per failure</source>
        <translation>Verlorene Arbeit je Ausfall</translation>
    </message>
    <message>
        <source>Size over the write rate: one writer, no overlap.</source>
        <translation>Größe durch Schreibrate: ein Schreiber, keine Überlappung.</translation>
    </message>
    <message>
        <source>The blocking pause over the interval, as the course computes it.</source>
        <translation>Die blockierende Pause durch das Intervall, wie der Kurs sie rechnet.</translation>
    </message>
    <message>
        <source>Checkpoint data written per hour of training.</source>
        <translation>Checkpoint-Daten je Stunde Training.</translation>
    </message>
    <message>
        <source>√(2 δ M): the interval that balances checkpoint pauses against work lost to failures (Young 1974).</source>
        <translation>√(2 δ M): das Intervall, das Checkpoint-Pausen und durch Ausfälle verlorene Arbeit ausgleicht (Young 1974).</translation>
    </message>
    <message>
        <source>Daly&apos;s higher-order estimate of the best interval (2006).</source>
        <translation>Dalys Schätzung höherer Ordnung für das beste Intervall (2006).</translation>
    </message>
    <message>
        <source>About half an interval plus the pause, lost at each failure.</source>
        <translation>Etwa ein halbes Intervall plus die Pause geht bei jedem Ausfall verloren.</translation>
    </message>
    <message>
        <source>&amp;Go: write one checkpoint</source>
        <translation>Los: einen Checkpoint schreib&amp;en</translation>
    </message>
    <message>
        <source>Checkpoint write progress</source>
        <translation>Fortschritt des Checkpoint-Schreibens</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>Training pause</source>
        <translation>Trainingspause</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>Aufwand</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Blocking, asynchronous and sharded checkpoints</source>
        <translation>Blockierende, asynchrone und verteilte Checkpoints</translation>
    </message>
    <message>
        <source>Training pause per checkpoint</source>
        <translation>Trainingspause je Checkpoint</translation>
    </message>
    <message>
        <source>Sync, async and sharded</source>
        <translation>Synchron, asynchron und verteilt</translation>
    </message>
    <message>
        <source>How checkpoints cost time</source>
        <translation>Wie Checkpoints Zeit kosten</translation>
    </message>
    <message>
        <source>Checkpoint modes and explanation</source>
        <translation>Checkpoint-Modi und Erklärung</translation>
    </message>
    <message>
        <source>How checkpoint size and write bandwidth interrupt training: blocking, asynchronous and sharded checkpoints, and the best interval for a failure rate.</source>
        <translation>Wie Checkpoint-Größe und Schreibbandbreite das Training unterbrechen: blockierende, asynchrone und verteilte Checkpoints und das beste Intervall für eine Ausfallrate.</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 mit %2</translation>
    </message>
    <message>
        <source>%1 of wall time</source>
        <translation>%1 der Gesamtzeit</translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation>%1/h</translation>
    </message>
    <message>
        <source>one checkpoint every %1</source>
        <translation>ein Checkpoint alle %1</translation>
    </message>
    <message>
        <source>for a %1 pause</source>
        <translation>für eine Pause von %1</translation>
    </message>
    <message>
        <source>waste %1 there</source>
        <translation>Verlust dort %1</translation>
    </message>
    <message>
        <source>waste %1 at your interval</source>
        <translation>Verlust %1 bei Ihrem Intervall</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>give a mean time between failures</source>
        <translation>geben Sie eine mittlere Zeit zwischen Ausfällen an</translation>
    </message>
    <message>
        <source>the background write outlasts the interval</source>
        <translation>das Schreiben im Hintergrund dauert länger als das Intervall</translation>
    </message>
    <message>
        <source>writes in the background while training reads</source>
        <translation>schreibt im Hintergrund, während das Training liest</translation>
    </message>
    <message numerus="yes">
        <source>%n rank(s) at %1 together</source>
        <translation>
            <numerusform>%n Rank mit zusammen %1</numerusform>
            <numerusform>%n Ranks mit zusammen %1</numerusform>
        </translation>
    </message>
    <message>
        <source>one writer at %1</source>
        <translation>ein Schreiber mit %1</translation>
    </message>
    <message>
        <source>Write, first to last byte</source>
        <translation>Schreiben, erstes bis letztes Byte</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <source>%1 of %2 written, training paused (time compressed)</source>
        <translation>%1 von %2 geschrieben, Training pausiert (Zeit gerafft)</translation>
    </message>
    <message>
        <source>Not written yet: press Go to watch the %1 write, time compressed.</source>
        <translation>Noch nicht geschrieben: Los drücken, um das Schreiben von %1 zu sehen, Zeit gerafft.</translation>
    </message>
</context>
<context>
    <name>ailab::labs::storage::JourneyDrawing</name>
    <message>
        <source>Distributed storage</source>
        <translation>Verteilter Speicher</translation>
    </message>
    <message>
        <source>Data ingestion</source>
        <translation>Daten einlesen</translation>
    </message>
    <message>
        <source>Preprocessing</source>
        <translation>Daten aufbereiten</translation>
    </message>
    <message>
        <source>Prefetch buffer</source>
        <translation>Puffer für Batches</translation>
    </message>
    <message>
        <source>GPU training</source>
        <translation>Training auf GPU</translation>
    </message>
    <message>
        <source>Parallel file system or object store. It holds the dataset and serves the reads of every job at once: its bandwidth, its operations per second and its metadata service are shared. Many small files load the metadata service; many jobs at peak hours load everything.</source>
        <translation>Paralleles Dateisystem oder Objektspeicher. Er hält den Datensatz und bedient die Lesezugriffe aller Jobs zugleich: Seine Bandbreite, seine Operationen je Sekunde und sein Metadatendienst werden geteilt. Viele kleine Dateien belasten den Metadatendienst; viele Jobs zu Spitzenzeiten belasten alles.</translation>
    </message>
    <message>
        <source>Readers and the network. The data loader&apos;s workers open files and read samples over the storage network; each read waits for the request latency before its bytes flow. More workers hide latency until the tier or the network saturates.</source>
        <translation>Leser und Netzwerk. Die Worker des Datenladers öffnen Dateien und lesen Samples über das Speichernetzwerk; jeder Lesezugriff wartet die Anfragelatenz ab, bevor seine Bytes fließen. Mehr Worker verdecken Latenz, bis die Speicherstufe oder das Netzwerk ausgelastet ist.</translation>
    </message>
    <message>
        <source>CPU and memory. Decoding, augmentation and batching run on the server&apos;s CPU cores; each sample costs CPU time, so too few cores starve the GPUs even when storage is fast.</source>
        <translation>CPU und Hauptspeicher. Dekodieren, Augmentieren und Bündeln laufen auf den CPU-Kernen des Servers; jedes Sample kostet CPU-Zeit, daher unterversorgen zu wenige Kerne die GPUs auch bei schnellem Speicher.</translation>
    </message>
    <message>
        <source>Batches prepared ahead of the GPU (the loader&apos;s prefetch). A deep buffer absorbs slow or jittery reads; it fills while the GPU computes and drains while the storage lags behind.</source>
        <translation>Vor der GPU vorbereitete Batches (das Prefetch des Laders). Ein tiefer Puffer fängt langsame oder schwankende Lesezugriffe ab; er füllt sich, während die GPU rechnet, und leert sich, während der Speicher zurückliegt.</translation>
    </message>
    <message>
        <source>HBM and compute. The GPU copies each batch over PCIe into its memory and computes on it. When the next batch is not ready it waits: starvation, seen as low GPU utilisation.</source>
        <translation>HBM und Rechenwerk. Die GPU kopiert jeden Batch über PCIe in ihren Speicher und rechnet darauf. Ist der nächste Batch nicht bereit, wartet sie: Unterversorgung, sichtbar als niedrige GPU-Auslastung.</translation>
    </message>
    <message>
        <source>Training finished</source>
        <translation>Training beendet</translation>
    </message>
    <message>
        <source>Paused for a checkpoint</source>
        <translation>Pause für einen Checkpoint</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>Samples</translation>
    </message>
    <message numerus="yes">
        <source>%n batch(es)</source>
        <translation>
            <numerusform>%n Batch</numerusform>
            <numerusform>%n Batches</numerusform>
        </translation>
    </message>
    <message>
        <source>batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>Local NVMe cache</source>
        <translation>Lokaler NVMe-Cache</translation>
    </message>
    <message>
        <source>The drives inside each training server. A job that caches keeps what its node read on them, so the first epoch comes from the shared storage and later ones from local NVMe; a staged dataset was copied there before the job started. Reads from the cache leave the shared storage idle.</source>
        <translation>Die Laufwerke in jedem Trainingsserver. Ein Job mit Cache behält dort, was sein Knoten gelesen hat: Die erste Epoche kommt aus dem geteilten Speicher, spätere kommen von der lokalen NVMe; ein vorab kopierter Datensatz liegt dort schon vor dem Start des Jobs. Lesezugriffe aus dem Cache lassen den geteilten Speicher ruhen.</translation>
    </message>
    <message>
        <source>Delivered %1 of its %2 on average over the last %3</source>
        <translation>Lieferte im Mittel der letzten %3 %1 von seinen %2</translation>
    </message>
    <message numerus="yes">
        <source>Read %1 on average over the last %2; %n read(s) of the first job in flight now</source>
        <translation>
            <numerusform>Las %1 im Mittel der letzten %2; %n Lesezugriff des ersten Jobs jetzt unterwegs</numerusform>
            <numerusform>Las %1 im Mittel der letzten %2; %n Lesezugriffe des ersten Jobs jetzt unterwegs</numerusform>
        </translation>
    </message>
    <message>
        <source>Prepared %1 of at most %2 on average over the last %3</source>
        <translation>Bereitete im Mittel der letzten %3 %1 von höchstens %2 auf</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Nicht begonnen</translation>
    </message>
    <message>
        <source>Computing %1 and waiting for data %2 of the last %3</source>
        <translation>Rechnet %1 und wartet %2 der letzten %3 auf Daten</translation>
    </message>
    <message>
        <source>%1 on average over the last %2</source>
        <translation>%1 im Mittel der letzten %2</translation>
    </message>
    <message>
        <source>cached samples</source>
        <translation>Samples aus dem Cache</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n batch(es) ready per GPU on average over the last %2 (the first GPU has %3 now)</source>
        <translation>
            <numerusform>%1 von %n Batch pro GPU im Mittel über die letzten %2 bereit (die erste GPU hat jetzt %3)</numerusform>
            <numerusform>%1 von %n Batches pro GPU im Mittel über die letzten %2 bereit (die erste GPU hat jetzt %3)</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing measured yet: press Play to run the pipeline</source>
        <translation>Noch nichts gemessen: Start drücken, um die Pipeline laufen zu lassen</translation>
    </message>
    <message>
        <source>Nothing measured yet</source>
        <translation>Noch nichts gemessen</translation>
    </message>
</context>
<context>
    <name>ailab::labs::storage::JourneyPage</name>
    <message>
        <source>Press Play to start the data journey, or select a stage to inspect how training data reaches the GPU.</source>
        <translation>Drücken Sie Start, um die Datenreise zu beginnen, oder wählen Sie eine Stufe, um zu sehen, wie die Trainingsdaten die GPU erreichen.</translation>
    </message>
    <message>
        <source>Storage: read throughput</source>
        <translation>Speicher: Lesedurchsatz</translation>
    </message>
    <message>
        <source>Pipeline: batch preparation</source>
        <translation>Pipeline: Batch-Vorbereitung</translation>
    </message>
    <message>
        <source>GPU: training demand</source>
        <translation>GPU: Trainingsbedarf</translation>
    </message>
    <message>
        <source>What the GPUs of all jobs would consume if never kept waiting.</source>
        <translation>Was die GPUs aller Jobs verbrauchen würden, wenn sie nie warten müssten.</translation>
    </message>
    <message>
        <source>Inside the AI training data pipeline</source>
        <translation>Im Inneren der KI-Trainingsdatenpipeline</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Stufe</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n Job</numerusform>
            <numerusform>%n Jobs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>of %n batch(es) ahead</source>
        <translation>
            <numerusform>von %n Batch Vorlauf</numerusform>
            <numerusform>von %n Batches Vorlauf</numerusform>
        </translation>
    </message>
    <message>
        <source>GPUs: time computing</source>
        <translation>GPUs: Anteil Rechnen</translation>
    </message>
    <message>
        <source>What the shared storage tier delivered to every job, on average over the last seconds of the run.</source>
        <translation>Was die geteilte Speicherstufe an alle Jobs geliefert hat, im Mittel der letzten Sekunden des Laufs.</translation>
    </message>
    <message>
        <source>Batches ready ahead of each GPU, on average over the last seconds of the run.</source>
        <translation>Bereite Batches vor jeder GPU, im Mittel der letzten Sekunden des Laufs.</translation>
    </message>
    <message>
        <source>The share of the last seconds the GPUs computed; the rest they waited for data or a checkpoint.</source>
        <translation>Der Anteil der letzten Sekunden, in dem die GPUs gerechnet haben; den Rest warteten sie auf Daten oder einen Checkpoint.</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>press Play to run the pipeline</source>
        <translation>Start drücken, um die Pipeline laufen zu lassen</translation>
    </message>
    <message>
        <source>of %1, mean of the last %2</source>
        <translation>von %1, Mittel der letzten %2</translation>
    </message>
    <message numerus="yes">
        <source>of %n batch(es) ahead per GPU, mean of the last %1</source>
        <translation>
            <numerusform>von %n Batch Vorlauf je GPU, Mittel der letzten %1</numerusform>
            <numerusform>von %n Batches Vorlauf je GPU, Mittel der letzten %1</numerusform>
        </translation>
    </message>
    <message>
        <source>waiting for data %1, last %2</source>
        <translation>wartet auf Daten %1, letzte %2</translation>
    </message>
</context>
<context>
    <name>ailab::labs::storage::MlperfPage</name>
    <message>
        <source>Benchmark run</source>
        <translation>Benchmark-Lauf</translation>
    </message>
    <message>
        <source>3D U-Net (medical images)</source>
        <translation>3D U-Net (medizinische Bilder)</translation>
    </message>
    <message>
        <source>ResNet-50 (images)</source>
        <translation>ResNet-50 (Bilder)</translation>
    </message>
    <message>
        <source>CosmoFlow (cosmology)</source>
        <translation>CosmoFlow (Kosmologie)</translation>
    </message>
    <message>
        <source>NVIDIA H100</source>
        <translation>NVIDIA H100</translation>
    </message>
    <message>
        <source>NVIDIA A100</source>
        <translation>NVIDIA A100</translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <source>tier&apos;s default</source>
        <translation>Vorgabe der Stufe</translation>
    </message>
    <message>
        <source>&amp;Workload</source>
        <translation>Las&amp;t</translation>
    </message>
    <message>
        <source>&amp;Accelerator</source>
        <translation>Beschleu&amp;niger</translation>
    </message>
    <message>
        <source>Accelerators (&amp;n)</source>
        <translation>An&amp;zahl</translation>
    </message>
    <message>
        <source>Stora&amp;ge tier</source>
        <translation>Spe&amp;icherstufe</translation>
    </message>
    <message>
        <source>Tier ban&amp;dwidth</source>
        <translation>Bandbreite der Stu&amp;fe</translation>
    </message>
    <message>
        <source>St&amp;eps per epoch</source>
        <translation>Schritte j&amp;e Epoche</translation>
    </message>
    <message>
        <source>Search up t&amp;o</source>
        <translation>Suche &amp;bis</translation>
    </message>
    <message>
        <source>One epoch of at most this many steps per run, so that a search takes seconds; MLPerf Storage reads the whole dataset.</source>
        <translation>Eine Epoche mit höchstens so vielen Schritten je Lauf, damit eine Suche Sekunden dauert; MLPerf Storage liest den ganzen Datensatz.</translation>
    </message>
    <message>
        <source>Run this &amp;benchmark</source>
        <translation>&amp;Prüfen: diesen Benchmark ausführen</translation>
    </message>
    <message>
        <source>Find the most accelerators that &amp;pass</source>
        <translation>&amp;Obergrenze finden: die meisten Beschleuniger, die bestehen</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Runner progress</source>
        <translation>Fortschritt der Läufe</translation>
    </message>
    <message>
        <source>Accelerator utilisation</source>
        <translation>Beschleunigerauslastung</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>Data wait</source>
        <translation>Warten auf Daten</translation>
    </message>
    <message>
        <source>Most accelerators that pass</source>
        <translation>Meiste Beschleuniger, die bestehen</translation>
    </message>
    <message>
        <source>AU as DLIO computes it, against the workload&apos;s threshold.</source>
        <translation>AU, wie DLIO sie berechnet, gegen die Schwelle der Last.</translation>
    </message>
    <message>
        <source>Data delivered to the accelerators against what they ask.</source>
        <translation>An die Beschleuniger gelieferte Daten gegen ihren Bedarf.</translation>
    </message>
    <message>
        <source>The accelerators&apos; time spent waiting for data.</source>
        <translation>Die Zeit, in der die Beschleuniger auf Daten warten.</translation>
    </message>
    <message>
        <source>The search&apos;s answer: doubling, then bisecting.</source>
        <translation>Die Antwort der Suche: verdoppeln, dann halbieren.</translation>
    </message>
    <message>
        <source>AU of each run against the threshold</source>
        <translation>AU jedes Laufs gegen die Schwelle</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>How MLPerf Storage measures</source>
        <translation>Wie MLPerf Storage misst</translation>
    </message>
    <message>
        <source>Runner results and explanation</source>
        <translation>Ergebnisse der Läufe und Erklärung</translation>
    </message>
    <message>
        <source>MLPerf Storage&apos;s training workloads on emulated accelerators: does this storage keep them above the AU threshold, and how many can it keep there?</source>
        <translation>Die Trainingslasten von MLPerf Storage auf emulierten Beschleunigern: Hält dieser Speicher sie über der AU-Schwelle, und wie viele kann er dort halten?</translation>
    </message>
    <message>
        <source>Stopping after the run in progress…</source>
        <translation>Hält nach dem laufenden Lauf an …</translation>
    </message>
    <message>
        <source>Not run: %1</source>
        <translation>Nicht ausgeführt: %1</translation>
    </message>
    <message>
        <source>Searching: doubling the accelerators until a run fails…</source>
        <translation>Suche: Die Beschleuniger werden verdoppelt, bis ein Lauf scheitert …</translation>
    </message>
    <message numerus="yes">
        <source>Running %n accelerator(s)…</source>
        <translation>
            <numerusform>Lauf mit %n Beschleuniger …</numerusform>
            <numerusform>Lauf mit %n Beschleunigern …</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n accelerator(s): AU %1, %2</source>
        <translation>
            <numerusform>%n Beschleuniger: AU %1, %2</numerusform>
            <numerusform>%n Beschleuniger: AU %1, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>passes</source>
        <translation>besteht</translation>
    </message>
    <message>
        <source>fails</source>
        <translation>scheitert</translation>
    </message>
    <message numerus="yes">
        <source>%n accelerator(s)</source>
        <translation>
            <numerusform>%n Beschleuniger</numerusform>
            <numerusform>%n Beschleuniger</numerusform>
        </translation>
    </message>
    <message>
        <source>AU</source>
        <translation>AU</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Schwelle</translation>
    </message>
    <message>
        <source>AU (%)</source>
        <translation>AU (%)</translation>
    </message>
    <message>
        <source>The run failed: %1</source>
        <translation>Der Lauf ist gescheitert: %1</translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n run(s).</source>
        <translation>
            <numerusform>Nach %n Lauf angehalten.</numerusform>
            <numerusform>Nach %n Läufen angehalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>AU %1; %2 accelerators fail at %3</source>
        <translation>AU %1; %2 Beschleuniger scheitern mit %3</translation>
    </message>
    <message>
        <source>AU %1; the search&apos;s limit still passes</source>
        <translation>AU %1; die Obergrenze der Suche besteht noch</translation>
    </message>
    <message numerus="yes">
        <source>Search done in %n run(s).</source>
        <translation>
            <numerusform>Suche nach %n Lauf fertig.</numerusform>
            <numerusform>Suche nach %n Läufen fertig.</numerusform>
        </translation>
    </message>
    <message>
        <source>threshold %1: %2</source>
        <translation>Schwelle %1: %2</translation>
    </message>
    <message>
        <source>of %1 asked</source>
        <translation>von %1 angefordert</translation>
    </message>
    <message>
        <source>read latency p99 %1</source>
        <translation>Leselatenz p99 %1</translation>
    </message>
    <message>
        <source>The storage keeps these accelerators busy enough.</source>
        <translation>Der Speicher hält diese Beschleuniger ausreichend beschäftigt.</translation>
    </message>
    <message>
        <source>The storage cannot keep these accelerators above the threshold.</source>
        <translation>Der Speicher kann diese Beschleuniger nicht über der Schwelle halten.</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>Choose a workload and a storage, then run the benchmark or search.</source>
        <translation>Wählen Sie eine Last und einen Speicher, dann führen Sie den Benchmark aus oder suchen.</translation>
    </message>
</context>
<context>
    <name>ailab::labs::storage::StarvationControls</name>
    <message>
        <source>Capacities (the course&apos;s three sliders)</source>
        <translation>Kapazitäten (die drei Schieberegler des Kurses)</translation>
    </message>
    <message>
        <source>St&amp;orage throughput</source>
        <translation>Speicherdurchsa&amp;tz</translation>
    </message>
    <message>
        <source>&amp;Preprocessing throughput</source>
        <translation>Vorverar&amp;beitungsdurchsatz</translation>
    </message>
    <message>
        <source>GPU &amp;demand</source>
        <translation>GPU-Bedar&amp;f</translation>
    </message>
    <message>
        <source>What the closed form leaves out</source>
        <translation>Was die geschlossene Formel auslässt</translation>
    </message>
    <message>
        <source>Loader workers per GPU</source>
        <translation>Lader-Worker je GPU</translation>
    </message>
    <message>
        <source> batches</source>
        <translation> Batches</translation>
    </message>
    <message>
        <source>Batches ahead per GPU</source>
        <translation>Vorlauf-Batches je GPU</translation>
    </message>
    <message>
        <source>Spread of read latency</source>
        <translation>Streuung der Leselatenz</translation>
    </message>
    <message>
        <source>Loader &amp;workers per GPU</source>
        <translation>Lader-W&amp;orker je GPU</translation>
    </message>
    <message>
        <source>&amp;Batches ahead (prefetch)</source>
        <translation>Batches vorab (&amp;Prefetch)</translation>
    </message>
    <message>
        <source>Late&amp;ncy jitter (CV)</source>
        <translation>Late&amp;nzstreuung (VK)</translation>
    </message>
    <message>
        <source>The data loader&apos;s workers per GPU; each prepares a whole batch.</source>
        <translation>Die Worker des Datenladers je GPU; jeder bereitet einen ganzen Batch vor.</translation>
    </message>
    <message>
        <source>Batches in preparation or ready ahead of each GPU.</source>
        <translation>Batches in Vorbereitung oder bereit vor jeder GPU.</translation>
    </message>
    <message>
        <source>The coefficient of variation of each read&apos;s latency: 0 is steady, 1 varies as much as it lasts.</source>
        <translation>Der Variationskoeffizient der Latenz jedes Lesezugriffs: 0 ist gleichmäßig, 1 schwankt so stark, wie er dauert.</translation>
    </message>
    <message>
        <source> batch</source>
        <translation> Batch</translation>
    </message>
</context>
<context>
    <name>ailab::labs::storage::StarvationPage</name>
    <message>
        <source>Closed form: the slowest stage</source>
        <translation>Geschlossene Formel: die langsamste Stufe</translation>
    </message>
    <message>
        <source>Effective pipeline throughput</source>
        <translation>Effektiver Pipeline-Durchsatz</translation>
    </message>
    <message>
        <source>GPU data-feed efficiency</source>
        <translation>Versorgungsgrad der GPUs</translation>
    </message>
    <message>
        <source>Estimated data-wait fraction</source>
        <translation>Geschätzter Wartenteil</translation>
    </message>
    <message>
        <source>Primary limiting stage</source>
        <translation>Begrenzende Stufe</translation>
    </message>
    <message>
        <source>The least of the storage, preprocessing and demand rates.</source>
        <translation>Der kleinste der Werte für Speicher, Vorverarbeitung und Bedarf.</translation>
    </message>
    <message>
        <source>Throughput over the GPUs&apos; demand: the share of their appetite the pipeline can feed. It is not measured GPU utilisation.</source>
        <translation>Durchsatz durch den Bedarf der GPUs: der Anteil ihres Appetits, den die Pipeline stillen kann. Das ist keine gemessene GPU-Auslastung.</translation>
    </message>
    <message>
        <source>One minus the fed fraction.</source>
        <translation>Eins minus der versorgte Anteil.</translation>
    </message>
    <message>
        <source>The slowest of the three stages; the GPUs when they are fed.</source>
        <translation>Die langsamste der drei Stufen; die GPUs, wenn sie versorgt sind.</translation>
    </message>
    <message>
        <source>Simulation: the same pipeline, batch by batch</source>
        <translation>Simulation: dieselbe Pipeline, Batch für Batch</translation>
    </message>
    <message>
        <source>Delivered (simulated)</source>
        <translation>Geliefert (simuliert)</translation>
    </message>
    <message>
        <source>GPU busy (simulated)</source>
        <translation>GPU beschäftigt (simuliert)</translation>
    </message>
    <message>
        <source>Data wait (simulated)</source>
        <translation>Warten auf Daten (simuliert)</translation>
    </message>
    <message>
        <source>Accelerator utilisation</source>
        <translation>Beschleunigerauslastung</translation>
    </message>
    <message>
        <source>The GPUs&apos; time spent waiting for their next batch.</source>
        <translation>Die Zeit, in der die GPUs auf ihren nächsten Batch warten.</translation>
    </message>
    <message>
        <source>Per-stage timeline</source>
        <translation>Zeitleiste je Stufe</translation>
    </message>
    <message>
        <source>How the closed form and the simulation differ</source>
        <translation>Wie sich Formel und Simulation unterscheiden</translation>
    </message>
    <message>
        <source>Starvation timeline and explanation</source>
        <translation>Zeitleiste der Unterversorgung und Erklärung</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>Nicht übernommen: %1</translation>
    </message>
    <message>
        <source>storage %1 · preprocessing %2 · GPUs %3</source>
        <translation>Speicher %1 · Vorverarbeitung %2 · GPUs %3</translation>
    </message>
    <message>
        <source>fully supplied</source>
        <translation>voll versorgt</translation>
    </message>
    <message>
        <source>data-starved</source>
        <translation>unterversorgt</translation>
    </message>
    <message>
        <source>&lt;b&gt;Storage bottleneck detected.&lt;/b&gt; The storage system cannot supply training data at the rate demanded by the GPUs.</source>
        <translation>&lt;b&gt;Engpass im Speicher.&lt;/b&gt; Das Speichersystem kann die Trainingsdaten nicht so schnell liefern, wie die GPUs sie anfordern.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Preprocessing bottleneck detected.&lt;/b&gt; The CPU cores cannot prepare batches as fast as the GPUs consume them.</source>
        <translation>&lt;b&gt;Engpass in der Vorverarbeitung.&lt;/b&gt; Die CPU-Kerne können Batches nicht so schnell vorbereiten, wie die GPUs sie verbrauchen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Pipeline ready.&lt;/b&gt; Storage and preprocessing keep up with the GPUs in the steady state; watch the simulation for the stalls a shallow buffer or jittery reads still cause.</source>
        <translation>&lt;b&gt;Pipeline bereit.&lt;/b&gt; Speicher und Vorverarbeitung halten im Gleichgewicht mit den GPUs Schritt; die Simulation zeigt die Wartezeiten, die ein flacher Puffer oder schwankende Lesezugriffe trotzdem verursachen.</translation>
    </message>
    <message>
        <source>GPU demand</source>
        <translation>GPU-Bedarf</translation>
    </message>
    <message>
        <source>Closed form</source>
        <translation>Geschlossene Formel</translation>
    </message>
    <message>
        <source>Buffer depth</source>
        <translation>Puffertiefe</translation>
    </message>
    <message>
        <source>Data delivered per stage</source>
        <translation>Gelieferte Daten je Stufe</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <source>Throughput (GB/s)</source>
        <translation>Durchsatz (GB/s)</translation>
    </message>
    <message>
        <source>Prefetch buffer: batches ready</source>
        <translation>Vorabpuffer: bereite Batches</translation>
    </message>
    <message>
        <source>Ready batches</source>
        <translation>Bereite Batches</translation>
    </message>
    <message>
        <source>batches</source>
        <translation>Batches</translation>
    </message>
    <message>
        <source>GPU busy or waiting</source>
        <translation>GPU beschäftigt oder wartend</translation>
    </message>
    <message>
        <source>Busy (%)</source>
        <translation>Beschäftigt (%)</translation>
    </message>
    <message>
        <source>Storage tier delivers</source>
        <translation>Speicherstufe liefert</translation>
    </message>
    <message>
        <source>%1: GPUs consume</source>
        <translation>%1: GPUs verbrauchen</translation>
    </message>
    <message>
        <source>%1: ready batches</source>
        <translation>%1: bereite Batches</translation>
    </message>
    <message>
        <source>%1: GPUs busy</source>
        <translation>%1: GPUs beschäftigt</translation>
    </message>
    <message>
        <source>First GPU: computing (100) or waiting (0)</source>
        <translation>Erste GPU: rechnet (100) oder wartet (0)</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>press Play to run the pipeline</source>
        <translation>Start drücken, um die Pipeline laufen zu lassen</translation>
    </message>
    <message>
        <source>threshold %1</source>
        <translation>Schwelle %1</translation>
    </message>
    <message>
        <source>closed form %1</source>
        <translation>geschlossene Formel %1</translation>
    </message>
    <message>
        <source>over the run so far</source>
        <translation>im bisherigen Lauf</translation>
    </message>
    <message>
        <source>Bytes the jobs read from storage per second, over each epoch&apos;s time after the first step as in AU.</source>
        <translation>Bytes, die die Jobs je Sekunde aus dem Speicher gelesen haben, über die Zeit jeder Epoche nach dem ersten Schritt wie bei der AU.</translation>
    </message>
    <message>
        <source>The GPUs&apos; compute time over the run so far, every second counted.</source>
        <translation>Die Rechenzeit der GPUs im bisherigen Lauf, jede Sekunde gezählt.</translation>
    </message>
    <message>
        <source>Accelerator utilisation (AU) as MLPerf Storage measures it with its DLIO benchmark: compute time over each epoch&apos;s time with the epoch&apos;s first step left out, mean over GPUs and epochs. Leaving out the first step (the wait for an empty buffer) puts it a little above GPU busy.</source>
        <translation>Beschleunigerauslastung (AU), wie MLPerf Storage sie mit seinem Benchmark DLIO misst: Rechenzeit durch die Zeit jeder Epoche ohne deren ersten Schritt, gemittelt über GPUs und Epochen. Ohne den ersten Schritt (das Warten auf einen leeren Puffer) liegt sie etwas über „GPU beschäftigt“.</translation>
    </message>
    <message>
        <source>GPU demand = closed form</source>
        <translation>GPU-Bedarf = geschlossene Formel</translation>
    </message>
    <message>
        <source>threshold %1; GPU busy without each epoch&apos;s first step</source>
        <translation>Schwelle %1; GPU beschäftigt ohne den ersten Schritt jeder Epoche</translation>
    </message>
</context>
<context>
    <name>ailab::labs::storage::StorageExplainers</name>
    <message>
        <source>AI Infrastructure Explained, section 06</source>
        <translation>AI Infrastructure Explained, Abschnitt 06</translation>
    </message>
    <message>
        <source>The slowest stage, and what it misses</source>
        <translation>Die langsamste Stufe und was sie übersieht</translation>
    </message>
    <message>
        <source>throughput = min(storage, preprocessing, demand) = min(%1, %2, %3) = %4; fed = throughput / demand = %5; waiting = 1 &amp;minus; fed = %6</source>
        <translation>Durchsatz = min(Speicher, Vorverarbeitung, Bedarf) = min(%1, %2, %3) = %4; versorgt = Durchsatz / Bedarf = %5; Warten = 1 &amp;minus; versorgt = %6</translation>
    </message>
    <message>
        <source>Storage rate</source>
        <translation>Speicherrate</translation>
    </message>
    <message>
        <source>%1: the least of the tier&apos;s bandwidth, IOPS × bytes per request, metadata operations × bytes per file opened, and the network</source>
        <translation>%1: das Kleinste aus der Bandbreite der Stufe, IOPS × Bytes je Anfrage, Metadatenoperationen × Bytes je geöffneter Datei und dem Netzwerk</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>Preprocessing rate</source>
        <translation>Rate der Vorverarbeitung</translation>
    </message>
    <message>
        <source>%1: CPU cores × sample size / CPU time per sample</source>
        <translation>%1: CPU-Kerne × Samplegröße / CPU-Zeit je Sample</translation>
    </message>
    <message>
        <source>GPU demand</source>
        <translation>GPU-Bedarf</translation>
    </message>
    <message>
        <source>%1: accelerators × batch × sample size / compute time per batch</source>
        <translation>%1: Beschleuniger × Batch × Samplegröße / Rechenzeit je Batch</translation>
    </message>
    <message>
        <source>Loader workers and batches ahead</source>
        <translation>Lader-Worker und Vorlauf-Batches</translation>
    </message>
    <message>
        <source>Latency jitter</source>
        <translation>Latenzstreuung</translation>
    </message>
    <message>
        <source>%1 (coefficient of variation of a lognormal factor)</source>
        <translation>%1 (Variationskoeffizient eines lognormalen Faktors)</translation>
    </message>
    <message>
        <source>Tier defaults</source>
        <translation>Vorgaben der Speicherstufe</translation>
    </message>
    <message>
        <source>bandwidth, latency, IOPS and metadata rate of the tier</source>
        <translation>Bandbreite, Latenz, IOPS und Metadatenrate der Stufe</translation>
    </message>
    <message>
        <source>teaching assumption, except where the help page names a source</source>
        <translation>Lehrannahme, außer wo die Hilfeseite eine Quelle nennt</translation>
    </message>
    <message>
        <source>J. D. C. Little, &quot;A proof for the queuing formula L = λW&quot;, Operations Research 9(3), 1961</source>
        <translation>J. D. C. Little, „A proof for the queuing formula L = λW“, Operations Research 9(3), 1961</translation>
    </message>
    <message>
        <source>H. Devarajan et al., &quot;DLIO: A Data-Centric Benchmark for Scientific Deep Learning Applications&quot;, CCGrid 2021</source>
        <translation>H. Devarajan u. a., „DLIO: A Data-Centric Benchmark for Scientific Deep Learning Applications“, CCGrid 2021</translation>
    </message>
    <message>
        <source>Small files cost operations, not bytes</source>
        <translation>Kleine Dateien kosten Operationen, nicht Bytes</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every file a loader opens is an operation on the file system&apos;s metadata service (an open, a lookup), and every read is at least one I/O operation. Large files read in order spread one open and one request over many samples; one small file per sample costs an open and a request for each. Then the tier&apos;s operation rates, not its bandwidth, set what it delivers: an object store&apos;s GETs per second, a parallel file system&apos;s metadata service.&lt;/p&gt;&lt;p&gt;Staging copies the dataset once onto each server&apos;s local NVMe, whose operation rates are far higher, before training starts.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jede Datei, die ein Lader öffnet, ist eine Operation des Metadatendienstes des Dateisystems (Öffnen, Nachschlagen), und jeder Lesezugriff ist mindestens eine I/O-Operation. Große, der Reihe nach gelesene Dateien verteilen ein Öffnen und eine Anfrage auf viele Samples; eine kleine Datei je Sample kostet für jedes ein Öffnen und eine Anfrage. Dann bestimmen die Operationsraten der Stufe, nicht ihre Bandbreite, was sie liefert: die GETs je Sekunde eines Objektspeichers, der Metadatendienst eines parallelen Dateisystems.&lt;/p&gt;&lt;p&gt;Beim Vorab-Kopieren wird der Datensatz vor dem Training einmal auf die lokale NVMe jedes Servers kopiert, deren Operationsraten weit höher sind.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>storage rate = min(bandwidth, IOPS × bytes per request, metadata operations per second × bytes per file opened); staging time = dataset / min(tier, nodes × min(NIC, local NVMe))</source>
        <translation>Speicherrate = min(Bandbreite, IOPS × Bytes je Anfrage, Metadatenoperationen je Sekunde × Bytes je geöffneter Datei); Kopierzeit = Datensatz / min(Stufe, Knoten × min(NIC, lokale NVMe))</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>Datensatz</translation>
    </message>
    <message>
        <source>1,281,024 samples of 114,660 bytes (ImageNet as MLPerf Storage&apos;s ResNet-50 workload reads it)</source>
        <translation>1.281.024 Samples zu je 114.660 Byte (ImageNet, wie die ResNet-50-Last von MLPerf Storage es liest)</translation>
    </message>
    <message>
        <source>mlcommons/storage, configs/dlio/workload/resnet50_h100.yaml</source>
        <translation>mlcommons/storage, configs/dlio/workload/resnet50_h100.yaml</translation>
    </message>
    <message>
        <source>Object store GET rate</source>
        <translation>GET-Rate des Objektspeichers</translation>
    </message>
    <message>
        <source>5,500 requests per second per prefix</source>
        <translation>5.500 Anfragen je Sekunde und Präfix</translation>
    </message>
    <message>
        <source>AWS S3 performance guidelines</source>
        <translation>AWS-S3-Leistungsrichtlinien</translation>
    </message>
    <message>
        <source>Parallel file system</source>
        <translation>Paralleles Dateisystem</translation>
    </message>
    <message>
        <source>4 × 5 GB/s, 20,000 metadata operations per second</source>
        <translation>4 × 5 GB/s, 20.000 Metadatenoperationen je Sekunde</translation>
    </message>
    <message>
        <source>a mid-size Lustre or GPFS</source>
        <translation>ein mittelgroßes Lustre oder GPFS</translation>
    </message>
    <message>
        <source>NVMe array and local NVMe</source>
        <translation>NVMe-Array und lokale NVMe</translation>
    </message>
    <message>
        <source>2 × 20 GB/s; 25 GB/s per server</source>
        <translation>2 × 20 GB/s; 25 GB/s je Server</translation>
    </message>
    <message>
        <source>DGX H100 user guide for the local drives&apos; capacity</source>
        <translation>DGX-H100-Benutzerhandbuch für die Kapazität der lokalen Laufwerke</translation>
    </message>
    <message>
        <source>AWS, &quot;Best practices design patterns: optimizing Amazon S3 performance&quot;</source>
        <translation>AWS, „Best practices design patterns: optimizing Amazon S3 performance“</translation>
    </message>
    <message>
        <source>Accelerator utilisation as MLPerf Storage measures it</source>
        <translation>Beschleunigerauslastung, wie MLPerf Storage sie misst</translation>
    </message>
    <message>
        <source>&lt;p&gt;MLPerf Storage does not use GPUs: DLIO emulates each accelerator by sleeping for the compute time of a batch once the batch has been read. A run passes when the accelerator utilisation (AU) stays at or above the workload&apos;s threshold; the question a submitter answers is how many accelerators the storage keeps above it.&lt;/p&gt;&lt;p&gt;The search doubles the accelerators until a run fails, then bisects between the last pass and the first failure.&lt;/p&gt;</source>
        <translation>&lt;p&gt;MLPerf Storage verwendet keine GPUs: DLIO emuliert jeden Beschleuniger, indem es für die Rechenzeit eines Batches schläft, sobald der Batch gelesen ist. Ein Lauf besteht, wenn die Beschleunigerauslastung (AU) auf oder über der Schwelle der Last bleibt; die Frage, die eine Einreichung beantwortet, ist, wie viele Beschleuniger der Speicher darüber hält.&lt;/p&gt;&lt;p&gt;Die Suche verdoppelt die Beschleuniger, bis ein Lauf scheitert, und halbiert dann zwischen dem letzten bestandenen und dem ersten gescheiterten Lauf.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>AU = Σ compute time of the steps after the first / (epoch time − first step), mean over ranks and epochs; pass when AU ≥ %1</source>
        <translation>AU = Σ Rechenzeit der Schritte nach dem ersten / (Epochenzeit − erster Schritt), gemittelt über Ranks und Epochen; bestanden bei AU ≥ %1</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Last</translation>
    </message>
    <message>
        <source>%1 on %2: batch %3, %4 per batch, samples of %5</source>
        <translation>%1 auf %2: Batch %3, %4 je Batch, Samples zu %5</translation>
    </message>
    <message>
        <source>Accelerators</source>
        <translation>Beschleuniger</translation>
    </message>
    <message>
        <source>your choice</source>
        <translation>Ihre Wahl</translation>
    </message>
    <message>
        <source>Dataset size</source>
        <translation>Größe des Datensatzes</translation>
    </message>
    <message>
        <source>at least 500 steps of the batch for all accelerators</source>
        <translation>mindestens 500 Schritte des Batches für alle Beschleuniger</translation>
    </message>
    <message>
        <source>mlcommons/storage README, &quot;Data Sizing and Generation&quot;</source>
        <translation>mlcommons/storage README, „Data Sizing and Generation“</translation>
    </message>
    <message>
        <source>mlcommons/storage, configs/dlio/workload</source>
        <translation>mlcommons/storage, configs/dlio/workload</translation>
    </message>
    <message>
        <source>dlio_benchmark, statscounter.py, compute_metrics_train</source>
        <translation>dlio_benchmark, statscounter.py, compute_metrics_train</translation>
    </message>
    <message>
        <source>Checkpoints: the pause, the bandwidth and the best interval</source>
        <translation>Checkpoints: die Pause, die Bandbreite und das beste Intervall</translation>
    </message>
    <message>
        <source>&lt;p&gt;A blocking checkpoint stops training while one writer saves the state. Sharded, every rank writes its part at once, up to the tier&apos;s bandwidth. Asynchronous, each rank only copies its part to host memory before training goes on; the write runs in the background against the same storage the input pipeline reads.&lt;/p&gt;&lt;p&gt;Checkpoint often and the pauses add up; rarely, and a failure throws more work away. Young&apos;s interval balances the two; Daly&apos;s estimate adds the higher-order terms.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ein blockierender Checkpoint hält das Training an, während ein Schreiber den Zustand sichert. Verteilt schreibt jeder Rank seinen Teil zugleich, bis zur Bandbreite der Speicherstufe. Asynchron kopiert jeder Rank seinen Teil nur in den Hauptspeicher, bevor das Training weitergeht; das Schreiben läuft im Hintergrund gegen denselben Speicher, den die Eingabepipeline liest.&lt;/p&gt;&lt;p&gt;Häufige Checkpoints summieren ihre Pausen; seltene lassen einen Ausfall mehr Arbeit vernichten. Youngs Intervall wägt beides ab; Dalys Schätzung fügt die Terme höherer Ordnung hinzu.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>write = S / w = %1; overhead = stall / interval = %2; Young τ = √(2 δ M) = %3; Daly τ = √(2δM)·[1 + √(δ/2M)/3 + (δ/2M)/9] − δ = %4</source>
        <translation>Schreiben = S / w = %1; Aufwand = Pause / Intervall = %2; Young τ = √(2 δ M) = %3; Daly τ = √(2δM)·[1 + √(δ/2M)/3 + (δ/2M)/9] − δ = %4</translation>
    </message>
    <message>
        <source>no MTBF</source>
        <translation>keine MTBF</translation>
    </message>
    <message>
        <source>Checkpoint size S</source>
        <translation>Checkpoint-Größe S</translation>
    </message>
    <message>
        <source>Write rate w</source>
        <translation>Schreibrate w</translation>
    </message>
    <message>
        <source>Interval</source>
        <translation>Intervall</translation>
    </message>
    <message>
        <source>Ranks writing</source>
        <translation>Schreibende Ranks</translation>
    </message>
    <message>
        <source>Copy to host memory</source>
        <translation>Kopie in den Hauptspeicher</translation>
    </message>
    <message>
        <source>PCIe Gen4 x16 in practice</source>
        <translation>PCIe Gen4 x16 in der Praxis</translation>
    </message>
    <message>
        <source>Mean time between failures M</source>
        <translation>Mittlere Zeit zwischen Ausfällen M</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <source>J. W. Young, &quot;A first order approximation to the optimum checkpoint interval&quot;, CACM 17(9), 1974</source>
        <translation>J. W. Young, „A first order approximation to the optimum checkpoint interval“, CACM 17(9), 1974</translation>
    </message>
    <message>
        <source>J. T. Daly, &quot;A higher order estimate of the optimum checkpoint interval for restart dumps&quot;, FGCS 22(3), 2006</source>
        <translation>J. T. Daly, „A higher order estimate of the optimum checkpoint interval for restart dumps“, FGCS 22(3), 2006</translation>
    </message>
    <message>
        <source>mlcommons/storage, Submission_guidelines.md, Table 2 (Llama 3 checkpoint sizes)</source>
        <translation>mlcommons/storage, Submission_guidelines.md, Tabelle 2 (Checkpoint-Größen von Llama 3)</translation>
    </message>
    <message>
        <source>&lt;p&gt;The course&apos;s starvation simulator is a steady-state model: data flows at the rate of the slowest of three stages, storage, preprocessing and the GPUs&apos; demand. The fed fraction is that rate over the demand; the rest of the time the GPUs wait.&lt;/p&gt;&lt;p&gt;The simulation runs the same pipeline batch by batch: loader workers read samples (a metadata operation per file opened, an I/O slot of the tier&apos;s IOPS, the request latency, then the bytes over the shared bandwidth), the CPU cores preprocess them, the batch is copied to the GPU, and at most &lt;i&gt;prefetch&lt;/i&gt; batches are prepared ahead. With ample prefetch it runs at the closed form&apos;s rate; with few workers, a shallow buffer or jittery latency the GPUs also wait when the averages say they should not. By Little&apos;s law a worker that needs a whole request latency per batch can deliver at most one batch per latency.&lt;/p&gt;&lt;p&gt;&lt;b&gt;GPU busy and AU.&lt;/b&gt; GPU busy is the GPUs&apos; compute time over the whole run. Accelerator utilisation (AU) is the figure MLPerf Storage judges a storage system by: its DLIO benchmark emulates each GPU and, per epoch, divides the compute time of the steps after the first by the epoch&apos;s time after the first step, then averages over GPUs and epochs; a run passes at 90 % for 3D U-Net and ResNet-50. The first step of each epoch waits for an empty buffer to fill, so leaving it out puts AU a little above GPU busy (83 % against 81 %, say): the same starvation, measured two ways.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Unterversorgungs-Simulator des Kurses ist ein Gleichgewichtsmodell: Die Daten fließen mit der Rate der langsamsten von drei Stufen, Speicher, Vorverarbeitung und Bedarf der GPUs. Der versorgte Anteil ist diese Rate durch den Bedarf; den Rest der Zeit warten die GPUs.&lt;/p&gt;&lt;p&gt;Die Simulation lässt dieselbe Pipeline Batch für Batch laufen: Lader-Worker lesen Samples (eine Metadatenoperation je geöffneter Datei, ein I/O-Platz der IOPS der Speicherstufe, die Anfragelatenz, dann die Bytes über die geteilte Bandbreite), die CPU-Kerne verarbeiten sie vor, der Batch wird auf die GPU kopiert, und höchstens &lt;i&gt;Prefetch&lt;/i&gt; Batches werden vorab vorbereitet. Mit reichlich Prefetch läuft sie mit der Rate der Formel; mit wenigen Workern, einem flachen Puffer oder schwankender Latenz warten die GPUs auch dann, wenn die Mittelwerte sagen, sie müssten es nicht. Nach Littles Gesetz liefert ein Worker, der je Batch eine ganze Anfragelatenz braucht, höchstens einen Batch je Latenz.&lt;/p&gt;&lt;p&gt;&lt;b&gt;GPU beschäftigt und AU.&lt;/b&gt; „GPU beschäftigt“ ist die Rechenzeit der GPUs über den ganzen Lauf. Die Beschleunigerauslastung (AU) ist die Größe, nach der MLPerf Storage ein Speichersystem beurteilt: Sein Benchmark DLIO emuliert jede GPU und teilt je Epoche die Rechenzeit der Schritte nach dem ersten durch die Zeit der Epoche nach dem ersten Schritt, gemittelt über GPUs und Epochen; ein Lauf besteht bei 90 % für 3D U-Net und ResNet-50. Der erste Schritt jeder Epoche wartet, bis sich ein leerer Puffer füllt; ohne ihn liegt die AU etwas über „GPU beschäftigt“ (etwa 83 % gegen 81 %): dieselbe Unterversorgung, auf zwei Arten gemessen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>MLPerf Storage (mlcommons/storage): AU in dlio_benchmark, statscounter.py, compute_metrics_train; the thresholds in configs/dlio/workload (metric.au)</source>
        <translation>MLPerf Storage (mlcommons/storage): AU in dlio_benchmark, statscounter.py, compute_metrics_train; die Schwellen in configs/dlio/workload (metric.au)</translation>
    </message>
    <message numerus="yes">
        <source>%1 workers, %n batch(es) per GPU</source>
        <translation>
            <numerusform>%1 Worker, %n Batch pro GPU</numerusform>
            <numerusform>%1 Worker, %n Batches pro GPU</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::storage::StorageFormat</name>
    <message>
        <source>no limit</source>
        <translation>keine Grenze</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Preprocessing</source>
        <translation>Vorverarbeitung</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Object store</source>
        <translation>Objektspeicher</translation>
    </message>
    <message>
        <source>Parallel file system</source>
        <translation>Paralleles Dateisystem</translation>
    </message>
    <message>
        <source>All-NVMe array</source>
        <translation>All-NVMe-Array</translation>
    </message>
    <message>
        <source>Local NVMe</source>
        <translation>Lokale NVMe</translation>
    </message>
    <message>
        <source>%1 large files</source>
        <translation>%1 große Dateien</translation>
    </message>
    <message>
        <source>%1 small files</source>
        <translation>%1 kleine Dateien</translation>
    </message>
    <message>
        <source>Blocking (sync)</source>
        <translation>Blockierend (synchron)</translation>
    </message>
    <message>
        <source>Asynchronous</source>
        <translation>Asynchron</translation>
    </message>
    <message>
        <source>Sharded</source>
        <translation>Verteilt</translation>
    </message>
</context>
<context>
    <name>ailab::labs::storage::StorageLab</name>
    <message>
        <source>Storage and data pipelines</source>
        <translation>Speicher und Datenpipelines</translation>
    </message>
    <message>
        <source>Follow training data from storage to the GPU, find what starves the GPUs, compare storage tiers, run MLPerf Storage workloads, time checkpoints and investigate a storage incident.</source>
        <translation>Verfolgen Sie Trainingsdaten vom Speicher bis zur GPU, finden Sie, was die GPUs unterversorgt, vergleichen Sie Speicherstufen, führen Sie MLPerf-Storage-Lasten aus, messen Sie Checkpoints und untersuchen Sie einen Speichervorfall.</translation>
    </message>
    <message>
        <source>Data &amp;journey</source>
        <translation>&amp;Weg der Daten</translation>
    </message>
    <message>
        <source>GPU s&amp;tarvation</source>
        <translation>GPU-&amp;Unterversorgung</translation>
    </message>
    <message>
        <source>Tiers and s&amp;mall files</source>
        <translation>Speicher&amp;stufen und kleine Dateien</translation>
    </message>
    <message>
        <source>MLPerf Storage r&amp;unner</source>
        <translation>&amp;MLPerf-Storage-Läufe</translation>
    </message>
    <message>
        <source>&amp;Checkpoints</source>
        <translation>&amp;Checkpoints</translation>
    </message>
    <message>
        <source>&amp;Incident AI-STORAGE-006</source>
        <translation>&amp;Vorfall AI-STORAGE-006</translation>
    </message>
    <message>
        <source>Storage lab modes</source>
        <translation>Modi des Speicherlabors</translation>
    </message>
</context>
<context>
    <name>ailab::labs::storage::TiersPage</name>
    <message>
        <source>One dataset, two layouts, four tiers</source>
        <translation>Ein Datensatz, zwei Anordnungen, vier Speicherstufen</translation>
    </message>
    <message>
        <source>Accelerators reading</source>
        <translation>Lesende Beschleuniger</translation>
    </message>
    <message>
        <source>NVIDIA H100</source>
        <translation>NVIDIA H100</translation>
    </message>
    <message>
        <source>NVIDIA A100</source>
        <translation>NVIDIA A100</translation>
    </message>
    <message>
        <source>Accelerator type</source>
        <translation>Beschleunigertyp</translation>
    </message>
    <message>
        <source>ResNet-50 on &amp;accelerators</source>
        <translation>ResNet-50 auf Beschleu&amp;nigern</translation>
    </message>
    <message>
        <source>&amp;of type</source>
        <translation>vom &amp;Typ</translation>
    </message>
    <message>
        <source>Com&amp;pare the tiers</source>
        <translation>Stufen im Vergleich &amp;prüfen</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Comparison progress</source>
        <translation>Fortschritt des Vergleichs</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Anordnung</translation>
    </message>
    <message>
        <source>AU</source>
        <translation>AU</translation>
    </message>
    <message>
        <source>Delivered</source>
        <translation>Geliefert</translation>
    </message>
    <message>
        <source>Metadata operations</source>
        <translation>Metadatenoperationen</translation>
    </message>
    <message>
        <source>Metadata load</source>
        <translation>Metadatenlast</translation>
    </message>
    <message>
        <source>IOPS load</source>
        <translation>IOPS-Last</translation>
    </message>
    <message>
        <source>Read latency p50</source>
        <translation>Leselatenz p50</translation>
    </message>
    <message>
        <source>Limit (closed form)</source>
        <translation>Grenze (geschlossene Formel)</translation>
    </message>
    <message>
        <source>Staging to local NVMe</source>
        <translation>Kopieren auf lokale NVMe</translation>
    </message>
    <message>
        <source>Accelerator utilisation by tier and layout</source>
        <translation>Beschleunigerauslastung nach Stufe und Anordnung</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Zahlen</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Diagramm</translation>
    </message>
    <message>
        <source>Why small files hurt</source>
        <translation>Warum kleine Dateien schaden</translation>
    </message>
    <message>
        <source>Tier comparison and explanation</source>
        <translation>Vergleich der Speicherstufen und Erklärung</translation>
    </message>
    <message>
        <source>The same dataset as a few large files or millions of small ones, on each storage tier: what the metadata service and the operation rates cost the GPUs, and what staging to local NVMe takes.</source>
        <translation>Derselbe Datensatz als wenige große oder Millionen kleiner Dateien auf jeder Speicherstufe: was Metadatendienst und Operationsraten die GPUs kosten und was das Kopieren auf lokale NVMe dauert.</translation>
    </message>
    <message>
        <source>Not run: %1</source>
        <translation>Nicht ausgeführt: %1</translation>
    </message>
    <message>
        <source>Reading the dataset from each tier…</source>
        <translation>Der Datensatz wird von jeder Stufe gelesen …</translation>
    </message>
    <message>
        <source>Stopping after the tier in progress…</source>
        <translation>Hält nach der laufenden Stufe an …</translation>
    </message>
    <message>
        <source>The comparison failed: %1</source>
        <translation>Der Vergleich ist gescheitert: %1</translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n run(s).</source>
        <translation>
            <numerusform>Nach %n Lauf angehalten.</numerusform>
            <numerusform>Nach %n Läufen angehalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each row is one epoch&apos;s first steps of ResNet-50 reading the dataset from that tier; the closed form&apos;s limit is beside it.</source>
        <translation>Jede Zeile sind die ersten Schritte einer Epoche von ResNet-50, das den Datensatz von dieser Stufe liest; die Grenze der geschlossenen Formel steht daneben.</translation>
    </message>
    <message>
        <source>none (no metadata service)</source>
        <translation>keine (kein Metadatendienst)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>besteht</translation>
    </message>
    <message>
        <source>fails</source>
        <translation>scheitert</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/s</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>A tier and a file layout, e.g. &quot;Parallel file system, 1,281,167 small files&quot;</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>AU (%)</source>
        <translation>AU (%)</translation>
    </message>
    <message>
        <source>Press Compare to read the dataset from every tier in both layouts.</source>
        <translation>Drücken Sie „Stufen im Vergleich prüfen“, um den Datensatz in beiden Anordnungen von jeder Stufe zu lesen.</translation>
    </message>
    <message>
        <source>What the accelerators get from each tier and layout</source>
        <translation>Was die Beschleuniger von jeder Stufe und Anordnung bekommen</translation>
    </message>
    <message>
        <source>Tier and layout</source>
        <translation>Stufe und Anordnung</translation>
    </message>
    <message>
        <source>What each tier carries for each layout</source>
        <translation>Was jede Stufe für jede Anordnung trägt</translation>
    </message>
    <message>
        <source>&lt;b&gt;What the accelerators get&lt;/b&gt;</source>
        <translation>&lt;b&gt;Was die Beschleuniger bekommen&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;What the storage carries&lt;/b&gt;</source>
        <translation>&lt;b&gt;Was der Speicher trägt&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>ailab::labs::style</name>
    <message>
        <source>healthy</source>
        <translation>intakt</translation>
    </message>
    <message>
        <source>busy</source>
        <translation>ausgelastet</translation>
    </message>
    <message>
        <source>congested</source>
        <translation>überlastet</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>ausgefallen</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>im Leerlauf</translation>
    </message>
    <message>
        <source>low</source>
        <translation>niedrig</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>high</source>
        <translation>hoch</translation>
    </message>
    <message>
        <source>saturated</source>
        <translation>gesättigt</translation>
    </message>
    <message>
        <source>%1 (%2 %)</source>
        <extracomment>%1 is a load band (&quot;high&quot;), %2 the utilisation in percent</extracomment>
        <translation>%1 (%2 %)</translation>
    </message>
</context>
<context>
    <name>ailab::scenarios</name>
    <message>
        <source>Congested network</source>
        <translation>Überlastetes Netzwerk</translation>
    </message>
    <message>
        <source>A 400 GbE RoCEv2 fabric where colliding flows leave each GPU a quarter of its port. The gradient all-reduce no longer fits under the backward pass and every step waits for it.</source>
        <translation>Eine 400-GbE-RoCEv2-Fabric, in der kollidierende Flows jeder GPU nur ein Viertel ihres Ports lassen. Das All-Reduce der Gradienten passt nicht mehr unter den Backward-Pass, und jeder Schritt wartet darauf.</translation>
    </message>
    <message>
        <source>Healthy 32-GPU training job</source>
        <translation>Gesunder Trainingsjob mit 32 GPUs</translation>
    </message>
    <message>
        <source>Four 8-GPU H100 servers train a 7B model over a 400 Gb/s InfiniBand fabric with 40 GB/s of storage. Compute hides the all-reduce and the data loading: the job is GPU-bound.</source>
        <translation>Vier H100-Server mit je 8 GPUs trainieren ein 7B-Modell über eine InfiniBand-Fabric mit 400 Gb/s und einen Speicher mit 40 GB/s. Die Berechnung verdeckt das All-Reduce und das Laden der Daten: Der Job ist GPU-gebunden.</translation>
    </message>
    <message>
        <source>Power-capped racks</source>
        <translation>Racks mit Leistungsgrenze</translation>
    </message>
    <message>
        <source>The facility cannot deliver full power to the racks, so every GPU is capped at 60 % of its TDP. The GPUs stay busy but run slower: utilisation looks fine while throughput drops.</source>
        <translation>Das Rechenzentrum kann den Racks nicht die volle Leistung liefern, daher ist jede GPU auf 60 % ihrer TDP begrenzt. Die GPUs bleiben ausgelastet, laufen aber langsamer: Die Auslastung sieht gut aus, während der Durchsatz sinkt.</translation>
    </message>
    <message>
        <source>Storage-bound data pipeline</source>
        <translation>Speichergebundene Datenpipeline</translation>
    </message>
    <message>
        <source>Two CPU sockets, four H100 PCIe GPUs joined in pairs by NVLink bridges, two NICs. Launch one training step and see which transfers cross PCIe and the host.</source>
        <translation>Zwei CPU-Sockel, vier H100-PCIe-GPUs, paarweise über NVLink-Brücken verbunden, zwei NICs. Einen Trainingsschritt starten und sehen, welche Übertragungen über PCIe und den Host laufen.</translation>
    </message>
    <message>
        <source>DGX H100 training a 2.7B model</source>
        <translation>DGX H100 trainiert ein 2,7B-Modell</translation>
    </message>
    <message>
        <source>Eight H100 SXM GPUs on four NVSwitch chips, eight 400G NICs and two CPUs. Each GPU holds a full copy of a 2.7-billion-parameter model (about 43 GB with mixed-precision Adam), and the gradients are all-reduced over NVLink.</source>
        <translation>Acht H100-SXM-GPUs an vier NVSwitch-Chips, acht 400G-NICs und zwei CPUs. Jede GPU hält eine vollständige Kopie eines Modells mit 2,7 Milliarden Parametern (etwa 43 GB mit Adam bei gemischter Genauigkeit), und die Gradienten werden per All-Reduce über NVLink synchronisiert.</translation>
    </message>
    <message>
        <source>PCIe-only workstation</source>
        <translation>Workstation nur mit PCIe</translation>
    </message>
    <message>
        <source>One CPU with four H100 PCIe cards on its root ports and no NVLink. Every gradient byte crosses the CPU&apos;s root complex.</source>
        <translation>Eine CPU mit vier H100-PCIe-Karten an ihren Root Ports und ohne NVLink. Jedes Gradienten-Byte läuft durch den Root Complex der CPU.</translation>
    </message>
    <message>
        <source>1,024 servers</source>
        <translation>1.024 Server</translation>
    </message>
    <message>
        <source>2:1 oversubscription under all-reduce</source>
        <translation>2:1-Überbuchung beim All-Reduce</translation>
    </message>
    <message>
        <source>4:1 oversubscription under all-reduce</source>
        <translation>4:1-Überbuchung beim All-Reduce</translation>
    </message>
    <message>
        <source>A 128-GPU cluster: 32 servers with four GPUs and four NICs each, on eight leaves and four spines at 1:1. A change left every leaf using only half of its equal-cost uplinks, as a wrong maximum-paths setting does. The GPUs are fine, but the all-reduce runs at half speed and each training step takes about 45 % longer.</source>
        <translation>Ein Cluster mit 128 GPUs: 32 Server mit je vier GPUs und vier NICs an acht Leaves und vier Spines mit 1:1. Nach einer Änderung nutzt jedes Leaf nur noch die Hälfte seiner gleichwertigen Uplinks, wie es eine falsche Maximum-Paths-Einstellung bewirkt. Die GPUs sind in Ordnung, aber das All-Reduce läuft mit halber Geschwindigkeit, und jeder Trainingsschritt dauert etwa 45 % länger.</translation>
    </message>
    <message>
        <source>A large fabric: 1,024 GPU servers on 64 leaves and 16 spines at 1:1. The drawing groups each leaf&apos;s servers into one node and each leaf-spine pair&apos;s uplinks into one line; zoom in and click to inspect. A 1 GB ring all-reduce over all 1,024 ranks runs 2,046 steps.</source>
        <translation>Eine große Fabric: 1.024 GPU-Server an 64 Leaves und 16 Spines mit 1:1. Die Grafik fasst die Server jedes Leafs zu einem Knoten und die Uplinks jedes Leaf-Spine-Paars zu einer Linie zusammen; zum Untersuchen vergrößern und anklicken. Ein Ring-All-Reduce von 1 GB über alle 1.024 Ranks läuft in 2.046 Schritten.</translation>
    </message>
    <message>
        <source>Data-parallel training all-reduce</source>
        <translation>All-Reduce beim datenparallelen Training</translation>
    </message>
    <message>
        <source>ECMP hash collision</source>
        <translation>ECMP-Hash-Kollision</translation>
    </message>
    <message>
        <source>Eight GPU workers on four leaves synchronise 1 GB of gradients per step with a ring all-reduce, the course&apos;s worked example: each worker sends 2(N-1)/N x S = 1.75 GB per step, which at 400 Gb/s takes 35 ms plus the per-hop latencies.</source>
        <translation>Acht GPU-Worker an vier Leaves synchronisieren pro Schritt 1 GB Gradienten mit einem Ring-All-Reduce, das Rechenbeispiel des Kurses: Jeder Worker sendet 2(N-1)/N x S = 1,75 GB pro Schritt, was bei 400 Gb/s 35 ms plus die Latenzen der Hops dauert.</translation>
    </message>
    <message>
        <source>Healthy fabric</source>
        <translation>Intakte Fabric</translation>
    </message>
    <message>
        <source>Link failure</source>
        <translation>Verbindungsausfall</translation>
    </message>
    <message>
        <source>Routing misconfiguration (case study 09.7)</source>
        <translation>Routing-Fehlkonfiguration (Fallstudie 09.7)</translation>
    </message>
    <message>
        <source>Sixteen servers on four leaves and four spines, and Spine 3 is down. Every leaf loses a quarter of its uplink capacity; the four ring flows leaving each leaf share three uplinks, and the all-reduce takes about a third longer than its closed form.</source>
        <translation>Sechzehn Server an vier Leaves und vier Spines, und Spine 3 ist ausgefallen. Jedes Leaf verliert ein Viertel seiner Uplink-Kapazität; die vier Ring-Flows, die jedes Leaf verlassen, teilen sich drei Uplinks, und das All-Reduce dauert etwa ein Drittel länger als seine geschlossene Form.</translation>
    </message>
    <message>
        <source>Spine failure</source>
        <translation>Spine-Ausfall</translation>
    </message>
    <message>
        <source>The course&apos;s fabric: six GPU nodes on three leaves and two spines, every port 400 Gb/s. A small training job synchronises 256 MB of gradients with a ring all-reduce every iteration; no port is shared, so the all-reduce takes exactly its closed-form time.</source>
        <translation>Die Fabric des Kurses: sechs GPU-Knoten an drei Leaves und zwei Spines, jeder Port mit 400 Gb/s. Ein kleiner Trainingsjob synchronisiert in jeder Iteration 256 MB Gradienten mit einem Ring-All-Reduce; kein Port wird geteilt, daher dauert das All-Reduce genau so lange wie seine geschlossene Form.</translation>
    </message>
    <message>
        <source>The course&apos;s leaf: eight 400 Gb/s server ports and four 400 Gb/s uplinks, 3.2 Tb/s down against 1.6 Tb/s up. The job&apos;s ranks are placed round-robin, so every ring hop crosses the spines: eight flows share four uplinks and the all-reduce takes twice its closed form, even with ideal spraying.</source>
        <translation>Das Leaf des Kurses: acht Serverports mit 400 Gb/s und vier Uplinks mit 400 Gb/s, 3,2 Tb/s nach unten gegen 1,6 Tb/s nach oben. Die Ranks des Jobs sind per Round-Robin platziert, daher kreuzt jeder Ring-Hop die Spines: Acht Flows teilen sich vier Uplinks, und das All-Reduce dauert doppelt so lange wie seine geschlossene Form, selbst bei idealem Spraying.</translation>
    </message>
    <message>
        <source>The same sixteen servers with only one uplink from each leaf to each spine: 3.2 Tb/s of server ports share 0.8 Tb/s towards the spines. With the ranks placed round-robin, the all-reduce takes four times its closed form; place them in blocks to see how locality hides the oversubscription.</source>
        <translation>Dieselben sechzehn Server mit nur einem Uplink von jedem Leaf zu jedem Spine: 3,2 Tb/s an Serverports teilen sich 0,8 Tb/s in Richtung Spines. Mit per Round-Robin platzierten Ranks dauert das All-Reduce viermal so lange wie seine geschlossene Form; in Blöcken platziert zeigt sich, wie Lokalität die Überbuchung verbirgt.</translation>
    </message>
    <message>
        <source>The uplink from Leaf 1 to Spine 2 has failed. Routing sends everything over the remaining uplink, so the two ring flows that leave Leaf 1 share it and the whole all-reduce runs at half speed: one broken link slows every worker of a synchronous job.</source>
        <translation>Der Uplink von Leaf 1 zu Spine 2 ist ausgefallen. Das Routing schickt alles über den verbleibenden Uplink, daher teilen sich die beiden Ring-Flows, die Leaf 1 verlassen, diesen Uplink, und das ganze All-Reduce läuft mit halber Geschwindigkeit: Eine defekte Verbindung bremst jeden Worker eines synchronen Jobs.</translation>
    </message>
    <message>
        <source>Two 10 GB transfers leave Leaf 1 for Leaf 2. ECMP hashes each flow&apos;s 5-tuple, and both hashes pick the same spine: the two flows share one 400 Gb/s uplink at 200 Gb/s each while the other spine idles. Switch load balancing to ideal spraying to compare.</source>
        <translation>Zwei Übertragungen von 10 GB gehen von Leaf 1 zu Leaf 2. ECMP hasht das 5-Tupel jedes Flows, und beide Hashes wählen denselben Spine: Die beiden Flows teilen sich einen Uplink mit 400 Gb/s zu je 200 Gb/s, während der andere Spine ungenutzt bleibt. Zum Vergleich die Lastverteilung auf ideales Spraying umstellen.</translation>
    </message>
    <message>
        <source>A distributed training job has unpredictable iteration times during its gradient exchange. Four GPU workers converge on one egress port at 25 Gb/s (4:1 offered to egress); the queue sits at its limit, ECN marks pile up and packets are dropped, yet the GPUs are healthy. Work through the evidence, name the cause and choose the responses. The congestion tab runs the same 4:1 incast with the same switch and NIC settings.</source>
        <translation>Ein verteilter Trainingsjob hat während seines Gradientenaustauschs unvorhersehbare Iterationszeiten. Vier GPU-Worker treffen mit 25 Gb/s auf einem Egress-Port zusammen (4:1 am Egress angeboten); die Warteschlange steht an ihrem Limit, ECN-Markierungen häufen sich und Pakete werden verworfen, doch die GPUs sind gesund. Arbeiten Sie die Befunde durch, benennen Sie die Ursache und wählen Sie die Maßnahmen. Der Reiter „Überlaststeuerung“ führt denselben 4:1-Incast mit denselben Switch- und NIC-Einstellungen aus.</translation>
    </message>
    <message>
        <source>ECN and DCQCN are on, but the marking band was set to Kmin 6 MB and Kmax 9 MB, far above the production default. Marks come only when the queue is already deep: its 99th percentile reaches 7.5 MB, so packets wait about 0.6 ms in it, and PFC has to pause the senders ten times before DCQCN reacts. Compare with the ECN and DCQCN preset.</source>
        <translation>ECN und DCQCN sind eingeschaltet, aber das Markierungsband wurde auf Kmin 6 MB und Kmax 9 MB gesetzt, weit über dem Produktionsstandard. Markierungen kommen erst, wenn die Warteschlange schon tief ist: Ihr 99. Perzentil erreicht 7,5 MB, sodass Pakete darin etwa 0,6 ms warten, und PFC muss die Sender zehnmal pausieren, bevor DCQCN reagiert. Vergleichen Sie mit der Voreinstellung „ECN und DCQCN“.</translation>
    </message>
    <message>
        <source>ECN and DCQCN under a 16:1 incast</source>
        <translation>ECN und DCQCN bei einem 16:1-Incast</translation>
    </message>
    <message>
        <source>ECN thresholds set too high</source>
        <translation>ECN-Schwellen zu hoch eingestellt</translation>
    </message>
    <message>
        <source>Incident AI-NET-004: training slowdown</source>
        <translation>Vorfall AI-NET-004: verlangsamtes Training</translation>
    </message>
    <message>
        <source>No congestion control: drops and retransmissions</source>
        <translation>Keine Überlaststeuerung: verworfene Pakete und Neuübertragungen</translation>
    </message>
    <message>
        <source>PFC alone on the 16:1 incast: when an ingress queue of the switch crosses XOFF, it pauses the link upstream. Nothing is dropped. But half of the senders sit behind an upstream switch, and each pause stops that whole trunk, including an innocent flow to an idle receiver. It asks for 50 Gb/s and gets 13 Gb/s: head-of-line blocking, from 616 pause frames in 5 ms.</source>
        <translation>Nur PFC beim 16:1-Incast: Wenn eine Ingress-Warteschlange des Switches XOFF überschreitet, pausiert er den vorgelagerten Link. Nichts wird verworfen. Aber die Hälfte der Sender sitzt hinter einem vorgelagerten Switch, und jede Pause stoppt diesen ganzen Trunk, einschließlich eines unbeteiligten Flows zu einem untätigen Empfänger. Dieser fordert 50 Gb/s an und erhält 13 Gb/s: Head-of-Line-Blocking, durch 616 Pause-Frames in 5 ms.</translation>
    </message>
    <message>
        <source>PFC alone: lossless, with head-of-line blocking</source>
        <translation>Nur PFC: verlustfrei, mit Head-of-Line-Blocking</translation>
    </message>
    <message>
        <source>Sixteen senders send to one receiver through one switch port at 100 Gb/s, 120 % of what the port can carry: the course&apos;s incast. ECN marks packets between Kmin 400 KB and Kmax 1,600 KB (the production default for a 100 Gb/s port), the receiver returns CNPs and DCQCN slows the senders. Over 30 ms the queue stays near 420 KB in the median and below 1 MB at the 99th percentile, nothing is dropped or paused, the link delivers 91 Gb/s, and the senders&apos; shares grow more even as the run goes on.</source>
        <translation>Sechzehn Sender senden über einen Switch-Port mit 100 Gb/s an einen Empfänger, 120 % dessen, was der Port tragen kann: der Incast des Kurses. ECN markiert Pakete zwischen Kmin 400 KB und Kmax 1.600 KB (der Produktionsstandard für einen 100-Gb/s-Port), der Empfänger schickt CNPs zurück, und DCQCN bremst die Sender. Über 30 ms bleibt die Warteschlange im Median bei etwa 420 KB und im 99. Perzentil unter 1 MB, nichts wird verworfen oder pausiert, der Link liefert 91 Gb/s, und die Anteile der Sender werden im Verlauf des Laufs gleichmäßiger.</translation>
    </message>
    <message>
        <source>The same 16:1 incast at 120 % with ECN, PFC and DCQCN all switched off. The queue fills to the most the shared buffer lets one port take (6 MB of 12 MB), and from then on the switch drops what does not fit: 17,077 packets in 10 ms. Go-back-N resends everything after each loss, 27 MB in all, so goodput falls to 82 Gb/s and the flows end up with uneven shares.</source>
        <translation>Derselbe 16:1-Incast mit 120 %, bei dem ECN, PFC und DCQCN alle ausgeschaltet sind. Die Warteschlange füllt sich bis zum Höchstwert, den der gemeinsame Puffer einem Port zugesteht (6 MB von 12 MB), und von da an verwirft der Switch, was nicht hineinpasst: 17.077 Pakete in 10 ms. Go-back-N sendet nach jedem Verlust alles erneut, insgesamt 27 MB, daher fällt der Goodput auf 82 Gb/s, und die Flows erhalten ungleiche Anteile.</translation>
    </message>
    <message>
        <source>The same job reads its batches from storage that delivers only 8 GB/s, as in the data pipeline lab of AI Infrastructure Explained (Lab 06). Loading a step&apos;s 32 GB takes longer than computing it, so the GPUs wait for data.</source>
        <translation>Derselbe Job liest seine Batches aus einem Speicher, der nur 8 GB/s liefert, wie im Datenpipeline-Labor von AI Infrastructure Explained (Lab 06). Das Laden der 32 GB eines Schritts dauert länger als ihre Berechnung, daher warten die GPUs auf Daten.</translation>
    </message>
    <message>
        <source>The course&apos;s conceptual 4-GPU node</source>
        <translation>Der konzeptionelle 4-GPU-Knoten des Kurses</translation>
    </message>
    <message>
        <source>The course&apos;s GPU cluster</source>
        <translation>Der GPU-Cluster des Kurses</translation>
    </message>
    <message>
        <source>Lab 05 of AI Infrastructure Explained: 3 nodes of 4 GPUs, first-fit placement with whole GPUs, no job yet. Submit training jobs (4 GPUs on one node) and inference jobs (1 GPU), fail and repair a node, and watch the queue and the timeline.</source>
        <translation>Lab 05 aus AI Infrastructure Explained: 3 Knoten mit je 4 GPUs, First-Fit-Platzierung mit ganzen GPUs, noch kein Job. Reichen Sie Trainingsjobs (4 GPUs auf einem Knoten) und Inferenzjobs (1 GPU) ein, lassen Sie einen Knoten ausfallen und reparieren Sie ihn, und beobachten Sie Warteschlange und Ereignisverlauf.</translation>
    </message>
    <message>
        <source>First-fit versus best-fit: fragmentation</source>
        <translation>First-Fit gegen Best-Fit: Fragmentierung</translation>
    </message>
    <message>
        <source>A big job waits: strict FIFO and backfill</source>
        <translation>Ein großer Job wartet: striktes FIFO und Backfill</translation>
    </message>
    <message>
        <source>Six small jobs hold half of the course&apos;s cluster when a job of 12 GPUs arrives; more small jobs keep coming. Strict FIFO leaves six GPUs idle for two hours; backfill lets the small jobs slip in front when they end before the big job&apos;s reservation. Compare none, EASY and conservative on the Backfill page.</source>
        <translation>Sechs kleine Jobs halten die Hälfte des Clusters des Kurses, als ein Job mit 12 GPUs ankommt; weitere kleine Jobs kommen nach. Striktes FIFO lässt sechs GPUs zwei Stunden leer stehen; Backfill lässt die kleinen Jobs vor, wenn sie vor der Reservierung des großen Jobs enden. Vergleichen Sie keins, EASY und konservativ auf der Seite Backfill.</translation>
    </message>
    <message>
        <source>Preemption with and without checkpoints</source>
        <translation>Verdrängung mit und ohne Checkpoints</translation>
    </message>
    <message>
        <source>Twelve inference jobs fill the course&apos;s cluster; after 40 minutes a training job of higher priority needs a whole node. The scheduler preempts the most recently started inference jobs of the lowest priority. With a checkpoint every 15 minutes they lose 10 minutes of work each and pay a 2-minute restore; without checkpoints they lose all 40. Compare both on the Preemption page.</source>
        <translation>Zwölf Inferenzjobs füllen den Cluster des Kurses; nach 40 Minuten braucht ein Trainingsjob höherer Priorität einen ganzen Knoten. Der Scheduler verdrängt die zuletzt gestarteten Inferenzjobs der niedrigsten Priorität. Mit einem Checkpoint alle 15 Minuten verliert jeder 10 Minuten Arbeit und zahlt 2 Minuten Wiederherstellen; ohne Checkpoints verlieren sie alle 40. Vergleichen Sie beides auf der Seite Verdrängung.</translation>
    </message>
    <message>
        <source>Two tenants and fair share</source>
        <translation>Zwei Mandanten und Fair Share</translation>
    </message>
    <message>
        <source>Two teams share the course&apos;s cluster with weights 2 (research) and 1 (product). Product queues its 30 jobs first; with fair share the scheduler orders the queue by each tenant&apos;s GPUs in use over its weight, so the shares move to two thirds and one third. The Tenants page shows the shares over time against the entitlements.</source>
        <translation>Zwei Teams teilen sich den Cluster des Kurses mit den Gewichten 2 (research) und 1 (product). Product reiht seine 30 Jobs zuerst ein; mit Fair Share ordnet der Scheduler die Warteschlange nach den belegten GPUs jedes Mandanten geteilt durch sein Gewicht, sodass sich die Anteile zwei Dritteln und einem Drittel nähern. Die Seite Mandanten zeigt die Anteile über der Zeit gegen die Ansprüche.</translation>
    </message>
    <message>
        <source>A node fails</source>
        <translation>Ein Knoten fällt aus</translation>
    </message>
    <message>
        <source>Two training jobs and four inference jobs run on the course&apos;s cluster. After 90 minutes node-2 fails: its training job loses the work since its last checkpoint (every 30 minutes), queues again and restarts where there is room, paying a 5-minute restore. The node is repaired an hour later.</source>
        <translation>Zwei Trainingsjobs und vier Inferenzjobs laufen auf dem Cluster des Kurses. Nach 90 Minuten fällt node-2 aus: Sein Trainingsjob verliert die Arbeit seit seinem letzten Checkpoint (alle 30 Minuten), reiht sich wieder ein und startet dort neu, wo Platz ist, mit 5 Minuten Wiederherstellen. Der Knoten wird eine Stunde später repariert.</translation>
    </message>
    <message>
        <source>Topology-aware placement</source>
        <translation>Topologiebewusste Platzierung</translation>
    </message>
    <message>
        <source>4 → 16 GPUs scales poorly</source>
        <translation>4 → 16 GPUs skaliert schlecht</translation>
    </message>
    <message>
        <source>Section 05.6 of AI Infrastructure Explained: a data-parallel job runs well on 4 GPUs but gains little on 16. On one server its all-reduce stays on NVLink; on four servers over an 8:1 oversubscribed fabric it crosses the spine. The Placement page shows the all-reduce of both jobs on their actual placements.</source>
        <translation>Abschnitt 05.6 aus AI Infrastructure Explained: Ein datenparalleler Job läuft gut auf 4 GPUs, gewinnt aber wenig auf 16. Auf einem Server bleibt sein All-Reduce auf NVLink; auf vier Servern über ein 8:1 überbuchtes Fabric geht es über den Spine. Die Seite Platzierung zeigt das All-Reduce beider Jobs auf ihren tatsächlichen Platzierungen.</translation>
    </message>
    <message>
        <source>The FGD experiment on the sample trace</source>
        <translation>Das FGD-Experiment auf dem Beispiel-Trace</translation>
    </message>
    <message>
        <source>The fragmentation experiment of the FGD paper (Weng et al., USENIX ATC&apos;23) on the program&apos;s sample trace in the openb format: jobs only arrive, up to 130 % of the cluster&apos;s GPUs, each placed at once or dropped. The Fragmentation page runs best-fit and FGD and plots allocation and fragmentation against the arrived demand.</source>
        <translation>Das Fragmentierungsexperiment des FGD-Papers (Weng et al., USENIX ATC&apos;23) auf dem Beispiel-Trace des Programms im openb-Format: Jobs kommen nur an, bis 130 % der GPUs des Clusters, jeder sofort platziert oder verworfen. Die Seite Fragmentierung lässt Best-Fit und FGD laufen und zeichnet Belegung und Fragmentierung gegen die angekommene Nachfrage.</translation>
    </message>
    <message>
        <source>Replay of the sample trace</source>
        <translation>Wiedergabe des Beispiel-Traces</translation>
    </message>
    <message>
        <source>The program&apos;s sample trace in the openb format (12 nodes of V100, T4 and A10 GPUs, 49 jobs with GPU shares over eight hours) replayed with best-fit and EASY backfill. On the Trace page, choose a replay rate of up to 10,000 times real time.</source>
        <translation>Der Beispiel-Trace des Programms im openb-Format (12 Knoten mit V100-, T4- und A10-GPUs, 49 Jobs mit GPU-Anteilen über acht Stunden), wiedergegeben mit Best-Fit und EASY-Backfill. Wählen Sie auf der Seite Trace eine Wiedergaberate bis zum 10.000-Fachen der Echtzeit.</translation>
    </message>
    <message>
        <source>GPU starvation: storage 8, preprocessing 20, GPUs 24 GB/s</source>
        <translation>GPU-Unterversorgung: Speicher 8, Vorverarbeitung 20, GPUs 24 GB/s</translation>
    </message>
    <message>
        <source>The course&apos;s starvation simulator as a running pipeline. Eight GPUs ask for 24 GB/s of 4 MB samples, the CPU cores can preprocess 20 GB/s and the parallel file system delivers 8 GB/s. The closed form says 8 GB/s, 33 % fed, 67 % waiting, storage limiting; with eight batches of prefetch the simulation agrees.</source>
        <translation>Der Unterversorgungs-Simulator des Kurses als laufende Pipeline. Acht GPUs fordern 24 GB/s an Samples zu 4 MB an, die CPU-Kerne können 20 GB/s vorverarbeiten, und das parallele Dateisystem liefert 8 GB/s. Die geschlossene Formel sagt 8 GB/s, 33 % versorgt, 67 % Warten, der Speicher begrenzt; mit acht Batches Prefetch stimmt die Simulation zu.</translation>
    </message>
    <message>
        <source>Enough bandwidth, still starving: a shallow buffer and jittery reads</source>
        <translation>Genug Bandbreite, trotzdem unterversorgt: ein flacher Puffer und schwankende Lesezugriffe</translation>
    </message>
    <message>
        <source>Storage and preprocessing both deliver more than the GPUs ask, so the closed form says the GPUs are fully fed. But each GPU has one loader worker, one batch ahead and reads whose latency varies widely: the simulation shows the stalls the steady-state model cannot see. Raise the readers and the prefetch depth and watch the waiting disappear.</source>
        <translation>Speicher und Vorverarbeitung liefern beide mehr, als die GPUs anfordern, daher nennt die geschlossene Formel die GPUs voll versorgt. Doch jede GPU hat einen Lader-Worker, einen Batch Vorlauf und Lesezugriffe, deren Latenz stark schwankt: Die Simulation zeigt die Wartezeiten, die das Gleichgewichtsmodell nicht sieht. Erhöhen Sie Worker und Prefetch-Tiefe und sehen Sie das Warten verschwinden.</translation>
    </message>
    <message>
        <source>MLPerf Storage: 3D U-Net on 8 H100 reading a parallel file system</source>
        <translation>MLPerf Storage: 3D U-Net auf 8 H100 an einem parallelen Dateisystem</translation>
    </message>
    <message>
        <source>The 3D U-Net workload of MLPerf Storage as its DLIO configuration gives it: files of about 140 MB, batches of 7, 0.323 s of compute per batch on an emulated H100, three epochs. The run passes when the accelerator utilisation, computed as DLIO computes it, reaches 90 %.</source>
        <translation>Die 3D-U-Net-Last von MLPerf Storage, wie ihre DLIO-Konfiguration sie vorgibt: Dateien von etwa 140 MB, Batches zu 7, 0,323 s Rechenzeit je Batch auf einer emulierten H100, drei Epochen. Der Lauf besteht, wenn die Beschleunigerauslastung, berechnet wie von DLIO, 90 % erreicht.</translation>
    </message>
    <message>
        <source>Millions of small files: the metadata service runs out</source>
        <translation>Millionen kleiner Dateien: Der Metadatendienst ist erschöpft</translation>
    </message>
    <message>
        <source>ImageNet&apos;s 1.28 million training images as one small file each, read in random order by ResNet-50 on 32 H100. Every sample costs an open on the file system&apos;s metadata service, which completes 20,000 operations a second: the data servers idle while the GPUs wait.</source>
        <translation>Die 1,28 Millionen Trainingsbilder von ImageNet als je eine kleine Datei, in zufälliger Reihenfolge gelesen von ResNet-50 auf 32 H100. Jedes Sample kostet ein Öffnen beim Metadatendienst des Dateisystems, der 20.000 Operationen je Sekunde erledigt: Die Datenserver ruhen, während die GPUs warten.</translation>
    </message>
    <message>
        <source>A local NVMe cache: a cold first epoch, warm epochs after it</source>
        <translation>Ein lokaler NVMe-Cache: eine kalte erste Epoche, warme Epochen danach</translation>
    </message>
    <message>
        <source>Two jobs read one object store, each caching what it reads on its servers&apos; local NVMe. The first epoch comes from the object store and its GPUs wait; the later epochs hit the cache and the GPUs stay busy.</source>
        <translation>Zwei Jobs lesen aus einem Objektspeicher und legen das Gelesene auf den lokalen NVMe ihrer Server ab. Die erste Epoche kommt aus dem Objektspeicher, und die GPUs warten; die späteren Epochen treffen den Cache, und die GPUs bleiben beschäftigt.</translation>
    </message>
    <message>
        <source>Incident AI-STORAGE-006: training throughput degradation</source>
        <translation>Vorfall AI-STORAGE-006: Einbruch des Trainingsdurchsatzes</translation>
    </message>
    <message>
        <source>During peak training hours, multiple jobs read datasets from the same storage tier. GPU workers repeatedly wait for the next training batch. Three jobs of 16 GPUs each ask for 8 GB/s of 512 kB samples from one parallel file system. Investigate on the Incident page; the other pages play the same peak hours.</source>
        <translation>In den Spitzenzeiten des Trainings lesen mehrere Jobs ihre Datensätze von derselben Speicherstufe. Die GPU-Worker warten immer wieder auf den nächsten Trainingsbatch. Drei Jobs mit je 16 GPUs fordern je 8 GB/s an Samples zu 512 kB von einem parallelen Dateisystem an. Untersuchen Sie es auf der Vorfallseite; die anderen Seiten spielen dieselben Spitzenzeiten.</translation>
    </message>
    <message>
        <source>Chat on one H100: Llama 3 8B at 8 requests/s</source>
        <translation>Chat auf einer H100: Llama 3 8B bei 8 Anfragen/s</translation>
    </message>
    <message>
        <source>Conversation-like traffic (ShareGPT-like lengths) at 8 requests per second on one Llama 3 8B replica with vLLM&apos;s default scheduler: continuous batching, chunked prefill, prefix caching. SLOs: first token within 500 ms, 50 ms per output token.</source>
        <translation>Gesprächsartiger Verkehr (Längen wie bei ShareGPT) mit 8 Anfragen pro Sekunde auf einem Llama-3-8B-Replikat mit dem Standard-Scheduler von vLLM: Continuous Batching, Chunked Prefill, Prefix-Caching. SLOs: erstes Token innerhalb von 500 ms, 50 ms pro Ausgabetoken.</translation>
    </message>
    <message>
        <source>Long prompts: documents of 2,000 to 6,000 tokens</source>
        <translation>Lange Prompts: Dokumente von 2.000 bis 6.000 Tokens</translation>
    </message>
    <message>
        <source>A retrieval-augmented workload: long prompts, short answers, 3 requests per second on one Llama 3 8B replica. Chunked prefill splits each prompt to the 2,048-token budget so that the decodes of other requests keep running; watch the time to first token.</source>
        <translation>Eine Last mit Retrieval-Augmentation: lange Prompts, kurze Antworten, 3 Anfragen pro Sekunde auf einem Llama-3-8B-Replikat. Chunked Prefill zerlegt jeden Prompt auf das Budget von 2.048 Tokens, damit die Decodes anderer Anfragen weiterlaufen; achten Sie auf die Zeit bis zum ersten Token.</translation>
    </message>
    <message>
        <source>KV cache pressure: Llama 2 7B without grouped-query attention</source>
        <translation>KV-Cache unter Druck: Llama 2 7B ohne Grouped-Query-Attention</translation>
    </message>
    <message>
        <source>Llama 2 7B keeps 512 KiB of KV cache per token, four times Llama 3 8B. On an A100 with half of its memory given to the engine, long answers at 6 requests per second fill the block pool: the scheduler preempts the last admitted request and recomputes it later.</source>
        <translation>Llama 2 7B hält 512 KiB KV-Cache pro Token, viermal so viel wie Llama 3 8B. Auf einer A100, deren Speicher zur Hälfte der Engine gehört, füllen lange Antworten bei 6 Anfragen pro Sekunde den Blockvorrat: Der Scheduler verdrängt die zuletzt aufgenommene Anfrage und berechnet sie später neu.</translation>
    </message>
    <message>
        <source>Static batching: the same chat traffic without continuous batching</source>
        <translation>Statisches Batching: derselbe Chat-Verkehr ohne Continuous Batching</translation>
    </message>
    <message>
        <source>The chat workload of the first preset on a scheduler that forms a batch, runs it until its longest answer is done and only then takes new requests. Compare the time to first token with continuous batching.</source>
        <translation>Die Chat-Last der ersten Voreinstellung auf einem Scheduler, der einen Batch bildet, ihn bis zum Ende seiner längsten Antwort ausführt und erst dann neue Anfragen nimmt. Vergleichen Sie die Zeit bis zum ersten Token mit Continuous Batching.</translation>
    </message>
    <message>
        <source>Llama 3 70B on four H100s with tensor parallelism</source>
        <translation>Llama 3 70B auf vier H100 mit Tensor-Parallelität</translation>
    </message>
    <message>
        <source>A 70B model does not fit one GPU: its bf16 weights are split over four H100s of one NVLink domain, and every layer adds two all-reduces. Two such replicas serve 6 requests per second of chat traffic.</source>
        <translation>Ein 70B-Modell passt nicht auf eine GPU: Seine bf16-Gewichte werden auf vier H100 einer NVLink-Domäne verteilt, und jede Schicht fügt zwei All-Reduces hinzu. Zwei solche Replikate bedienen 6 Anfragen pro Sekunde Chat-Verkehr.</translation>
    </message>
    <message>
        <source>Two replicas, one fails and comes back after its warm-up</source>
        <translation>Zwei Replikate, eines fällt aus und kommt nach seiner Aufwärmzeit zurück</translation>
    </message>
    <message>
        <source>Two Llama 3 8B replicas share 16 requests per second. Replica 1 fails at 30 s: its requests go back to the router and are recomputed on the other replica, whose queue grows. It starts recovering at 40 s and serves again after loading its weights.</source>
        <translation>Zwei Llama-3-8B-Replikate teilen sich 16 Anfragen pro Sekunde. Replikat 1 fällt bei 30 s aus: Seine Anfragen gehen zurück zum Router und werden auf dem anderen Replikat neu berechnet, dessen Warteschlange wächst. Bei 40 s beginnt seine Wiederherstellung, und nach dem Laden seiner Gewichte bedient es wieder.</translation>
    </message>
    <message>
        <source>Rush hour: the autoscaler adds replicas, each after its warm-up</source>
        <translation>Stoßzeit: Der Autoscaler fügt Replikate hinzu, jedes nach seiner Aufwärmzeit</translation>
    </message>
    <message>
        <source>Shared system prompts: prefix caching and prefix-affinity routing</source>
        <translation>Gemeinsame System-Prompts: Prefix-Caching und Routing mit Präfix-Affinität</translation>
    </message>
    <message>
        <source>Most requests start with one of four 1,024-token system prompts. Prefix caching computes a prompt&apos;s shared blocks once per replica; the prefix-affinity router sends each system prompt to the same one of four replicas, so its blocks stay cached there.</source>
        <translation>Die meisten Anfragen beginnen mit einem von vier System-Prompts mit 1.024 Tokens. Prefix-Caching berechnet die gemeinsamen Blöcke eines Prompts einmal pro Replikat; der Router mit Präfix-Affinität schickt jeden System-Prompt zum selben von vier Replikaten, sodass seine Blöcke dort gecacht bleiben.</translation>
    </message>
    <message>
        <source>Traffic rises from 6 to 80 requests per second at 20 s, more than one replica serves. The autoscaler watches the queue depth per replica every 10 s and adds replicas; each serves only after about 38 s of start-up and weight loading, so the queue grows first.</source>
        <translation>Der Verkehr steigt bei 20 s von 6 auf 80 Anfragen pro Sekunde, mehr als ein Replikat bedient. Der Autoscaler prüft alle 10 s die Warteschlange pro Replikat und fügt Replikate hinzu; jedes bedient erst nach etwa 38 s Start und Laden der Gewichte, also wächst zuerst die Warteschlange.</translation>
    </message>
    <message>
        <source>Incident AI-INF-007: rising response latency</source>
        <translation>Vorfall AI-INF-007: steigende Antwortlatenz</translation>
    </message>
    <message>
        <source>An assistant runs Llama 3 8B on two H100 replicas behind a round-robin router, with prefix caching switched off. It carries 10 requests a second comfortably. After a minute the traffic rises to 24 requests a second and three requests in ten bring a 5,000-token document: the queue grows, the KV cache reaches its limit, the scheduler preempts, and the time to first token climbs far above its 2 s objective. Work through the evidence, name the cause and choose the responses; each is measured on the serving engine. The other tabs run the same service and traffic.</source>
        <translation>Ein Assistent betreibt Llama 3 8B auf zwei H100-Replikaten hinter einem Round-Robin-Router, mit ausgeschaltetem Prefix-Caching. Er bewältigt 10 Anfragen pro Sekunde mühelos. Nach einer Minute steigt der Verkehr auf 24 Anfragen pro Sekunde, und drei von zehn Anfragen bringen ein Dokument mit 5.000 Tokens mit: Die Warteschlange wächst, der KV-Cache erreicht sein Limit, der Scheduler verdrängt, und die Zeit bis zum ersten Token steigt weit über ihr Ziel von 2 s. Arbeiten Sie die Befunde durch, benennen Sie die Ursache und wählen Sie die Maßnahmen; jede wird auf der Serving-Engine gemessen. Die anderen Reiter führen denselben Dienst und Verkehr aus.</translation>
    </message>
    <message>
        <source>16,384 GPUs (Llama 3 scale)</source>
        <translation>16.384 GPUs (Llama-3-Maßstab)</translation>
    </message>
    <message>
        <source>Llama 3 405B was trained on 16,384 H100 GPUs, 2,048 servers of 8 (Meta, 2024). A flat 1 GB ring over all of them runs 32,766 steps of 61 KB, each paying its path latency. The lab solves one step and replays it.</source>
        <translation>Llama 3 405B wurde auf 16.384 H100-GPUs trainiert, 2.048 Servern mit je 8 (Meta, 2024). Ein flacher Ring von 1 GB über alle läuft in 32.766 Schritten zu 61 KB, von denen jeder die Latenz seines Pfads zahlt. Das Labor löst einen Schritt und wiederholt ihn.</translation>
    </message>
    <message>
        <source>The course&apos;s operations cluster</source>
        <translation>Der Betriebscluster des Kurses</translation>
    </message>
    <message>
        <source>The cluster of the course&apos;s Lab 08 (AI Infrastructure Operations &amp; Failure Investigation): 32 accelerators in eight 4-GPU servers on a leaf-spine fabric, a shared parallel file system and four training jobs of 8 GPUs each. Its GPU utilisation and storage throughput are what the twin computes for these jobs, not the course&apos;s illustrative 92 % and 18 GB/s.</source>
        <translation>Der Cluster aus Lab 08 des Kurses (AI Infrastructure Operations &amp; Failure Investigation): 32 Beschleuniger in acht Servern mit je 4 GPUs an einer Leaf-Spine-Fabric, ein gemeinsames paralleles Dateisystem und vier Trainingsjobs mit je 8 GPUs. GPU-Auslastung und Speicherdurchsatz sind das, was der Zwilling für diese Jobs berechnet, nicht die illustrativen 92 % und 18 GB/s des Kurses.</translation>
    </message>
    <message>
        <source>256 GPUs in four racks</source>
        <translation>256 GPUs in vier Racks</translation>
    </message>
    <message>
        <source>Four liquid-cooled racks of eight HGX H100 servers (256 GPUs) on a rail-optimised fabric with eight 400 Gb/s NICs per server, a parallel file system of eight data servers, four training jobs of different sizes and a chat service of two Llama 3 70B replicas sharing them.</source>
        <translation>Vier flüssigkeitsgekühlte Racks mit je acht HGX-H100-Servern (256 GPUs) an einer rail-optimierten Fabric mit acht 400-Gb/s-NICs pro Server, ein paralleles Dateisystem aus acht Datenservern, vier Trainingsjobs unterschiedlicher Größe und ein Chat-Dienst aus zwei Llama-3-70B-Replikaten, die sich die Racks teilen.</translation>
    </message>
    <message>
        <source>Llama 3 scale: one job on 16,384 GPUs</source>
        <translation>Llama-3-Maßstab: ein Job auf 16.384 GPUs</translation>
    </message>
    <message>
        <source>Llama 3 405B pre-training as the Llama 3 paper describes it: 16,384 H100 GPUs in 2,048 eight-GPU servers, tensor parallel 8, pipeline parallel 16, data parallel 128, 16M-token batches of 8,192-token sequences, with random failures at the rates the paper measured in its 54-day snapshot. Sixteen spare servers stand by, so a failed server is replaced while it is repaired.</source>
        <translation>Das Vortraining von Llama 3 405B, wie es das Llama-3-Paper beschreibt: 16.384 H100-GPUs in 2.048 Servern mit je acht GPUs, Tensor-Parallelität 8, Pipeline-Parallelität 16, Datenparallelität 128, Batches von 16M Token aus Sequenzen von 8.192 Token, mit zufälligen Ausfällen in den Raten, die das Paper in seinem 54-Tage-Ausschnitt gemessen hat. Sechzehn Ersatzserver stehen bereit, sodass ein ausgefallener Server ersetzt wird, während er repariert wird.</translation>
    </message>
    <message>
        <source>A rack loses its cooling</source>
        <translation>Ein Rack verliert seine Kühlung</translation>
    </message>
    <message>
        <source>The course&apos;s cluster with 85 % of the cooling of its first rack lost at minute 5 and repaired at minute 30. Watch the rack&apos;s inlet temperature rise, then its GPUs&apos; temperatures, then their clocks, and the jobs on those GPUs slow down while the network and the storage stay healthy (course section 08.6).</source>
        <translation>Der Cluster des Kurses, dessen erstes Rack in Minute 5 85 % seiner Kühlung verliert, repariert in Minute 30. Beobachten Sie, wie erst die Zulufttemperatur des Racks steigt, dann die Temperaturen seiner GPUs, dann ihre Takte sinken und die Jobs auf diesen GPUs langsamer werden, während Netzwerk und Speicher gesund bleiben (Kursabschnitt 08.6).</translation>
    </message>
    <message>
        <source>A flapping fabric link</source>
        <translation>Eine flatternde Fabric-Verbindung</translation>
    </message>
    <message>
        <source>The course&apos;s servers on four leaves of two servers each, with a 16-GPU pre-training job across two leaves and two smaller jobs inside one leaf each. One leaf-spine link goes down and up every 30 seconds from minute 5 to minute 20: the job whose all-reduces cross it slows down each time it is down; the others keep their pace.</source>
        <translation>Die Server des Kurses an vier Leaves mit je zwei Servern, mit einem Pre-Training-Job auf 16 GPUs über zwei Leaves und zwei kleineren Jobs in je einem Leaf. Eine Leaf-Spine-Verbindung fällt von Minute 5 bis Minute 20 alle 30 Sekunden aus und kommt wieder: Der Job, dessen All-Reduce sie kreuzt, wird jedes Mal langsamer, wenn sie ausgefallen ist; die anderen behalten ihr Tempo.</translation>
    </message>
    <message>
        <source>The shared storage slows down</source>
        <translation>Der gemeinsame Speicher wird langsam</translation>
    </message>
    <message>
        <source>The course&apos;s cluster with a video-language job that reads 100 MB per sequence. At minute 5 the parallel file system drops to a tenth of its bandwidth (a degraded tier) until minute 25: the video job waits for its input and its GPUs look idle while the fabric is healthy; the language-model jobs, which read little, carry on.</source>
        <translation>Der Cluster des Kurses mit einem Video-Sprach-Job, der 100 MB je Sequenz liest. In Minute 5 fällt das parallele Dateisystem bis Minute 25 auf ein Zehntel seiner Bandbreite (eine geschwächte Speicherstufe): Der Video-Job wartet auf seine Eingaben, und seine GPUs wirken untätig, während die Fabric gesund ist; die Sprachmodell-Jobs, die wenig lesen, laufen weiter.</translation>
    </message>
    <message>
        <source>Four nodes of 8 GPUs take 300 jobs drawn like the Alibaba openb trace (GPU shares, whole GPUs, a few multi-GPU jobs) at an expected offered load of 120 %: the GPU-time the jobs ask for over the cluster&apos;s while they arrive. On the Policies page both policies run eight draws of the jobs, and the page says which figures differ by more than the draws scatter. Here first-fit and best-fit hardly differ: first-fit already packs the first nodes, and with strict FIFO the job at the head of the queue, not fragmentation, keeps GPUs idle. Spread as policy B shows a policy that costs: the jobs wait longer.</source>
        <translation>Vier Knoten mit je 8 GPUs nehmen 300 Jobs auf, gezogen wie im Alibaba-openb-Trace (GPU-Anteile, ganze GPUs, einige Jobs mit mehreren GPUs), bei einer erwarteten angebotenen Last von 120 %: der GPU-Zeit, die die Jobs verlangen, geteilt durch die des Clusters, während sie ankommen. Auf der Seite Strategien laufen beide Strategien auf acht Ziehungen der Jobs, und die Seite sagt, welche Kennzahlen sich stärker unterscheiden, als die Ziehungen streuen. Hier unterscheiden sich First-Fit und Best-Fit kaum: First-Fit packt die ersten Knoten schon, und bei striktem FIFO hält der Job am Kopf der Warteschlange die GPUs leer, nicht die Fragmentierung. Spread als Strategie B zeigt eine Strategie, die etwas kostet: Die Jobs warten länger.</translation>
    </message>
    <message>
        <source>Eight servers of 4 GPUs (one 400 Gb/s NIC each) on four leaves, two a leaf, with one 400 Gb/s uplink per leaf: 8:1 oversubscribed. Services hold three servers when dp-8 (2 x 4 GPUs) arrives. Its all-reduce is hierarchical, as NCCL uses every NIC: over NVLink inside each server, then through all four NICs at once. First-fit puts it on two leaves, where the four NICs share one uplink; topology-aware placement keeps it on one leaf. The Placement page times each placement on the fabric&apos;s flow engine.</source>
        <translation>Acht Server mit je 4 GPUs (je eine 400-Gb/s-NIC) an vier Leaves, je zwei an einem Leaf, mit einem 400-Gb/s-Uplink je Leaf: 8:1 überbucht. Dienste belegen drei Server, als dp-8 (2 x 4 GPUs) ankommt. Sein All-Reduce ist hierarchisch, so wie NCCL jede NIC nutzt: über NVLink in jedem Server, dann durch alle vier NICs zugleich. First-Fit legt ihn auf zwei Leaves, wo sich die vier NICs einen Uplink teilen; die topologiebewusste Platzierung hält ihn auf einem Leaf. Die Seite „Platzierung &amp; All-Reduce“ misst jede Platzierung mit der Flow-Engine des Fabrics.</translation>
    </message>
    <message>
        <source>The course&apos;s default design</source>
        <translation>Der Standardentwurf des Kurses</translation>
    </message>
    <message>
        <source>The capstone&apos;s default cluster: 8 servers of 4 H100 PCIe GPUs (32 accelerators), two 200 Gb/s NICs a server (400 Gb/s) on a leaf-spine fabric, 40 GB/s of parallel storage in eight data servers, two racks on rear-door heat exchangers, training Llama 3 8B on 20 billion tokens within 30 days.</source>
        <translation>Der Standardcluster des Abschlusslabors: 8 Server mit je 4 H100-PCIe-GPUs (32 Beschleuniger), zwei NICs mit 200 Gb/s je Server (400 Gb/s) an einer Leaf-Spine-Fabric, 40 GB/s paralleler Speicher in acht Datenservern, zwei Racks mit Rücktür-Wärmetauschern; trainiert wird Llama 3 8B auf 20 Milliarden Tokens innerhalb von 30 Tagen.</translation>
    </message>
    <message>
        <source>GPUs starved by storage</source>
        <translation>GPUs, die der Speicher aushungert</translation>
    </message>
    <message>
        <source>The course&apos;s cluster, on a non-blocking fabric, training a video-language model whose samples are 50 MB clips, read from a parallel file system of two slow data servers behind a storage network with one 10 Gb/s uplink: the GPUs wait for data most of each step.</source>
        <translation>Der Cluster des Kurses an einer blockierungsfreien Fabric trainiert ein Video-Sprach-Modell, dessen Beispiele Clips von 50 MB sind, gelesen aus einem parallelen Dateisystem aus zwei langsamen Datenservern hinter einem Speichernetz mit einem Uplink von 10 Gb/s: Die GPUs warten den größten Teil jedes Schritts auf Daten.</translation>
    </message>
    <message>
        <source>Racks beyond their cooling</source>
        <translation>Racks jenseits ihrer Kühlung</translation>
    </message>
    <message>
        <source>Sixteen DGX H100 packed four to a rack on air cooling: each rack draws 40.8 kW on a 60 kW feed, but air cools about 15 kW a rack. The review names the cooling each rack needs.</source>
        <translation>Sechzehn DGX H100, je vier in einem luftgekühlten Rack: Jedes Rack zieht 40,8 kW an einer Zuführung von 60 kW, doch Luft kühlt etwa 15 kW je Rack. Die Bewertung nennt die Kühlung, die jedes Rack braucht.</translation>
    </message>
    <message>
        <source>One DGX SuperPOD scalable unit</source>
        <translation>Eine skalierbare Einheit eines DGX SuperPOD</translation>
    </message>
    <message>
        <source>A scalable unit as NVIDIA&apos;s DGX SuperPOD (H100) reference architecture builds it: 32 DGX H100 (256 GPUs), eight 400 Gb/s rails, one rail leaf per rail for the unit&apos;s 32 servers and non-blocking uplinks, two DGX to a rack on rear-door heat exchangers, an out-of-band management network; training Llama 3 70B on 200 billion tokens.</source>
        <translation>Eine skalierbare Einheit, wie sie die Referenzarchitektur DGX SuperPOD (H100) von NVIDIA baut: 32 DGX H100 (256 GPUs), acht Schienen mit 400 Gb/s, ein Schienen-Leaf je Schiene für die 32 Server der Einheit und blockierungsfreie Uplinks, zwei DGX je Rack mit Rücktür-Wärmetauschern, ein Out-of-Band-Verwaltungsnetz; trainiert wird Llama 3 70B auf 200 Milliarden Tokens.</translation>
    </message>
    <message>
        <source>A pod of four scalable units</source>
        <translation>Ein Pod aus vier skalierbaren Einheiten</translation>
    </message>
    <message>
        <source>Four DGX SuperPOD scalable units: 128 DGX H100 (1,024 GPUs) on eight 400 Gb/s rails, a rail leaf per rail and unit (32 leaves), 16 spines with non-blocking uplinks, sixteen spare servers&apos; worth of GPUs held back from the job; training Llama 3 70B on 1.4 trillion tokens.</source>
        <translation>Vier skalierbare Einheiten eines DGX SuperPOD: 128 DGX H100 (1.024 GPUs) an acht Schienen mit 400 Gb/s, ein Schienen-Leaf je Schiene und Einheit (32 Leafs), 16 Spines mit blockierungsfreien Uplinks, die GPUs von sechzehn Reserveservern vom Job zurückgehalten; trainiert wird Llama 3 70B auf 1,4 Billionen Tokens.</translation>
    </message>
    <message>
        <source>Llama 3 scale: 16,384 H100</source>
        <translation>Im Maßstab von Llama 3: 16.384 H100</translation>
    </message>
    <message>
        <source>The Llama 3 405B pre-training cluster as the Llama 3 paper describes it: 16,384 H100 GPUs in 2,048 eight-GPU servers (plus 16 spares), tensor parallel 8, pipeline parallel 16, data parallel 128, 16M-token batches of 8,192-token sequences, 15.6 trillion tokens; eight 400 Gb/s rails in pods of 32 servers, 64 parallel storage servers, direct-to-chip cooled racks of four servers.</source>
        <translation>Der Vortrainingscluster von Llama 3 405B, wie ihn das Llama-3-Paper beschreibt: 16.384 H100-GPUs in 2.048 Servern mit je acht GPUs (plus 16 Reserven), tensorparallel 8, pipelineparallel 16, datenparallel 128, Batches von 16 Mio. Tokens aus Sequenzen von 8.192 Tokens, 15,6 Billionen Tokens; acht Schienen mit 400 Gb/s in Pods aus 32 Servern, 64 parallele Speicherserver, Racks mit vier Servern und Direktkühlung am Chip.</translation>
    </message>
    <message>
        <source>An inference cluster</source>
        <translation>Ein Inferenzcluster</translation>
    </message>
    <message>
        <source>Two HGX H100 servers serving Llama 3 8B on sixteen one-GPU replicas at 40 requests/s, prompts of 1,024 tokens and answers of 128, within 500 ms to the first token and 50 ms per output token, on a fabric of their own.</source>
        <translation>Zwei HGX-H100-Server betreiben Llama 3 8B auf sechzehn Replikaten mit je einer GPU bei 40 Anfragen/s, Prompts von 1.024 Tokens und Antworten von 128, innerhalb von 500 ms bis zum ersten Token und 50 ms je ausgegebenem Token, an einem eigenen Netz.</translation>
    </message>
</context>
</TS>
