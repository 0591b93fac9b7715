"""Derive HORUS's Table 3 model features from layer shapes, for MISO's 8 models.

HORUS Sec. 4.1.1 extracts its predictor's features (Table 3) from each
model's ONNX graph: FLOPs, memory of parameters, batch size, memory of
activations, and per-operator counts. No ONNX or PyTorch file is available
here, so this script writes each MISO model's architecture as an analytic
layer list (shapes, parameters, multiply-accumulates) and computes the same
features from it. Its output is ``horus_features.csv``: one row per (model,
batch size) of MISO's profiles, with the features, MISO's measured solo
utilisation (the predictor's target) and memory, and HORUS Eq. 2's memory
estimate (Sec. 4.1.2) under two readings.

Sources
-------
* Architectures: MISO's training programs (``boringlee24/socc22-miso``, MIT,
  ``mps/models/<model>_train.py``; the same repository as the measurements).
  Each builder below names the Keras code it follows; every number it takes
  from the program is a literal there (filters, kernel sizes, units).
* Targets: ``miso/util_collection/util_sm_<model>.json`` (``nvidia-smi
  utilization.gpu``, %) and ``memory_<model>.json`` (``memory.used``, MiB), on
  a whole A100-40GB, read from ``--data`` (default: the first of
  ``$SCHEDBENCH_DATA``, the ``schedbench data fetch`` cache and ``../shared/data``).

What is counted (readings; every one is labelled in the ``proxies`` column)
-------------------------------------------------------------------------
* **Per sample, forward.** ``flops`` = 2 x multiply-accumulates of Conv,
  ConvTranspose, Gemm, MatMul and GRU ops, plus one flop per output element
  of every other op, for one sample, times the batch size (an ONNX graph is
  exported at a fixed batch, so its FLOPs scale with the batch).
* ``memory_parameters`` = 4 bytes x every weight of the graph (fp32: Keras's
  default, which every MISO program uses), trainable or not (ONNX stores both
  as initializers; BatchNormalization's moving mean and variance included).
* ``memory_activations`` = 4 bytes x the output elements of every op, per
  sample, times the batch.
* **Operator counts** map each Keras layer to the ONNX op a direct export
  gives (Conv2D/Conv1D/DepthwiseConv2D -> Conv, Dense on a 2-D input -> Gemm,
  Dense on a 3-D input -> MatMul + Add, ReLU -> Relu, ReLU6 -> Clip,
  Embedding -> Gather, Keras LayerNormalization -> 2 ReduceMean + elementwise
  ops, GlobalAveragePooling1D -> ReduceMean, ZeroPadding/ReflectionPadding ->
  Pad, Bidirectional(GRU) -> 2 GRU + 1 Concat, Flatten -> Flatten, Dropout ->
  nothing; PROXY ``op_count_layer_level``: tf2onnx may split or fuse some ops).
  Table 3's "Exponentials" is read as the number of Softmax, Sigmoid and Tanh
  ops outside recurrent cells. "Constant" depends only on the exporter (shape
  constants), so it is 0 for every model (``constant_not_derivable``). No MISO
  model has an LSTM or AveragePool: those columns are 0 (measured absence, not
  a proxy).

Per-model assumptions (PROXY unless stated)
-------------------------------------------
* ``resnet``: Keras ``ResNet50(include_top=False, input_shape=(32, 32, 3))`` +
  Flatten + Dense(10) (CIFAR-10), exact.
* ``mobilenet``: Keras ``MobileNetV2(include_top=False, input_shape=(32, 32,
  3))`` (alpha 1.0) + Flatten + Dense(10), exact.
* ``bert``: HF ``TFBertForSequenceClassification`` of ``bert-base-cased``
  (vocabulary 28,996, 12 layers, hidden 768, 12 heads, FFN 3,072, 2 labels),
  sequences padded to 512 tokens (``padding="max_length"``), exact.
* ``transformer``: the Keras time-series Transformer (FordA, 500 steps x 1
  feature, 4 blocks, key_dim 256, 4 heads, ff_dim 4, MLP 128, 2 classes),
  exact.
* ``embedding``: the Keras GloVe 1-D CNN (20 newsgroups: 20,002 tokens x 100,
  frozen; 200 tokens per sample; 3 Conv1D(128, 5), 2 MaxPool(5), Dense 128,
  20 classes), exact. The frozen embedding has no gradient (Eq. 2 below).
* ``deepspeech2``: the Keras DeepSpeech2-like model (193 spectrogram bins, 2
  Conv2D, 5 bidirectional GRU(512), Dense 1,024, 32 outputs), exact; the
  number of frames is a PROXY (``ds2_frames_longest_clip``): ``padded_batch``
  pads to the batch's longest clip; every batch is taken at LJSpeech's
  longest clip, 10.1 s at 22,050 Hz, frame step 160: 1,390 frames.
* ``gnn``: the Keras MPNN (BBBP molecules; atom features 29, bond features 7,
  64 units, 4 message steps, 8-head encoder, dense 512), exact layers; the
  graph sizes are PROXIES (``gnn_graph_size``): 24 atoms and 26 bonds per
  molecule (so 24 + 2 x 26 = 76 directed pairs with self-loops) and molecules
  padded to 50 atoms in the readout.
* ``cyclegan``: the Keras CycleGAN (horse2zebra 256 x 256; two ResNet
  generators with 9 residual blocks, two PatchGAN discriminators), exact
  layers; PROXY ``cyclegan_graph_once``: each of the four networks is counted
  once, as an export of the model would, while a training step runs each
  generator 3 times and each discriminator twice. InstanceNormalization
  (tensorflow-addons) has gamma and beta per channel.

Eq. 2 (Sec. 4.1.2), ``GMem_j = (B*A + P) + B*G + delta``: B the batch, A the
activations, G the gradients, P the parameters, as element counts times 4
bytes (fp32; the paper states no unit), delta = 0 (the paper gives no value).
Two readings of G: ``eq2_act_mib`` takes G = A (gradients of the activations,
per sample, which is what scales with B), ``eq2_param_mib`` takes G = the
trainable parameters (weight gradients, multiplied by B as printed). Eq. 2 has
no optimizer-state term; none is added.

Run ``python instances/profiles/derive_horus_features.py [--data PATH]
[--out DIR]``. Same input, byte-identical output.
"""

from __future__ import annotations

import csv
import io
import json
import sys
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

BYTES_PER_ELEMENT = 4  # fp32, Keras's default dtype in every MISO program
MIB = 1024 * 1024
MISO_UTIL = "miso/util_collection/util_sm_{model}.json"
MISO_MEM = "miso/util_collection/memory_{model}.json"
MISO_BATCHES = "miso/batch.json"
OUT_FILE = "horus_features.csv"

#: Table 3's operator features, in the table's order ("Exponentials" first).
TABLE3_OPS: tuple[str, ...] = (
    "Exponentials", "Split", "Constant", "GlobalAveragePool", "ReduceMean", "MaxPool", "GRU", "Reshape", "LSTM",
    "Concat", "Gather", "Squeeze", "Pad", "BatchNormalization", "AveragePool", "Conv", "Slice", "Transpose",
    "Flatten", "Relu", "Gemm")
#: Table 3's aggregate features (Fig. 7's four).
AGGREGATES: tuple[str, ...] = ("flops", "memory_parameters", "batch_size", "memory_activations")
#: Ops whose cost is multiply-accumulates (2 flops each).
MAC_OPS = frozenset({"Conv", "ConvTranspose", "Gemm", "MatMul", "GRU"})
#: Ops read as Table 3's "Exponentials".
EXP_OPS = frozenset({"Softmax", "Sigmoid", "Tanh"})

# DeepSpeech2 proxy: LJSpeech's longest clip (10.1 s) at 22,050 Hz, frame 256, step 160 (the program's STFT).
LJ_LONGEST_S = 10.1
LJ_RATE_HZ = 22_050
DS2_FRAME, DS2_STEP = 256, 160
# GNN proxies: atoms and bonds per BBBP molecule, and the padded readout length.
GNN_ATOMS, GNN_BONDS, GNN_PAD_ATOMS = 24, 26, 50


@dataclass
class Net:
    """A layer list: per sample, the op counts, parameters, trainable
    parameters, multiply-accumulates and output elements."""

    name: str
    ops: Counter = field(default_factory=Counter)
    params: int = 0
    trainable: int = 0
    macs: int = 0
    other_flops: int = 0
    activations: int = 0

    def op(self, kind: str, out: int, params: int = 0, macs: int = 0, trainable: bool = True, count: int = 1) -> int:
        """Add ``count`` ops of ``kind``, each with ``out`` output elements,
        ``params`` weights and ``macs`` multiply-accumulates (per sample)."""
        self.ops[kind] += count
        self.params += params * count
        if trainable:
            self.trainable += params * count
        self.macs += macs * count
        if kind not in MAC_OPS:
            self.other_flops += out * count
        self.activations += out * count
        return out

    # -- layers used by several models ------------------------------------
    def conv2d(self, h: int, w: int, cin: int, cout: int, k: tuple[int, int], s: tuple[int, int] = (1, 1),
               same: bool = False, bias: bool = True, depthwise: bool = False,
               transpose: bool = False) -> tuple[int, int]:
        """A 2-D convolution (Keras semantics: ``same`` pads to ceil(h/s),
        ``valid`` gives floor((h-k)/s)+1; ``transpose`` with ``same`` gives
        h*s). Returns the output height and width."""
        kh, kw = k
        if transpose:
            oh, ow = h * s[0], w * s[1]
        elif same:
            oh, ow = -(-h // s[0]), -(-w // s[1])
        else:
            oh, ow = (h - kh) // s[0] + 1, (w - kw) // s[1] + 1
        if depthwise:
            params, macs = kh * kw * cin, oh * ow * kh * kw * cin
        elif transpose:
            params, macs = kh * kw * cin * cout, h * w * kh * kw * cin * cout
        else:
            params, macs = kh * kw * cin * cout, oh * ow * kh * kw * cin * cout
        params += (cout if bias else 0)
        self.op("ConvTranspose" if transpose else "Conv", oh * ow * cout, params, macs)
        return oh, ow

    def dense2d(self, cin: int, cout: int) -> None:
        """Keras Dense on a (batch, features) input: ONNX Gemm."""
        self.op("Gemm", cout, cin * cout + cout, cin * cout)

    def dense3d(self, length: int, cin: int, cout: int, bias: bool = True) -> None:
        """Keras Dense on a (batch, length, features) input: MatMul (+ Add)."""
        self.op("MatMul", length * cout, cin * cout, length * cin * cout)
        if bias:
            self.op("Add", length * cout, cout)

    def batchnorm(self, elems: int, channels: int) -> None:
        """BatchNormalization: gamma, beta (trainable), moving mean and variance."""
        self.op("BatchNormalization", elems, 2 * channels)
        self.params += 2 * channels

    def layernorm(self, elems: int, channels: int) -> None:
        """Keras LayerNormalization as exported: 2 ReduceMean and 7 elementwise ops."""
        self.op("ReduceMean", elems // channels, count=2)
        self.op("LayerNormElementwise", elems, count=7)
        self.params += 2 * channels
        self.trainable += 2 * channels

    def instancenorm(self, elems: int, channels: int) -> None:
        """tfa InstanceNormalization (center and scale)."""
        self.op("InstanceNormalization", elems, 2 * channels)

    def attention(self, length: int, d_in: int, heads: int, key_dim: int, d_out: int,
                  transposes: bool = False) -> None:
        """Keras/HF multi-head self-attention on (length, d_in): Q, K, V
        projections, scores, softmax, context, output projection."""
        inner = heads * key_dim
        for _ in range(3):
            self.dense3d(length, d_in, inner)
        if transposes:  # HF's transpose_for_scores on Q, K, V and back on the context
            self.op("Reshape", length * inner, count=4)
            self.op("Transpose", length * inner, count=4)
        self.op("MatMul", heads * length * length, macs=heads * length * length * key_dim)
        self.op("Mul", heads * length * length)
        self.op("Softmax", heads * length * length)
        self.op("MatMul", length * inner, macs=heads * length * length * key_dim)
        self.dense3d(length, inner, d_out)

    def gru(self, steps: int, d_in: int, units: int) -> None:
        """One Keras GRU direction (reset_after: 2 biases of 3 x units)."""
        params = 3 * (d_in * units + units * units + 2 * units)
        self.op("GRU", steps * units, params, steps * 3 * (d_in * units + units * units))


# --------------------------------------------------------------------------
# The eight MISO models (mps/models/<model>_train.py)


def resnet() -> Net:
    """Keras ResNet50 (v1, ``keras.applications.resnet.block1``) on 32 x 32 x 3,
    no top, then Flatten and Dense(10) (``resnet_train.py``)."""
    n = Net("resnet")
    n.op("Pad", 38 * 38 * 3)
    h, w = n.conv2d(38, 38, 3, 64, (7, 7), (2, 2))
    n.batchnorm(h * w * 64, 64)
    n.op("Relu", h * w * 64)
    n.op("Pad", (h + 2) * (w + 2) * 64)
    h = w = (h + 2 - 3) // 2 + 1
    n.op("MaxPool", h * w * 64)
    cin = 64
    for filters, blocks, stride in ((64, 3, 1), (128, 4, 2), (256, 6, 2), (512, 3, 2)):
        for b in range(blocks):
            s = stride if b == 0 else 1
            if b == 0:  # conv_shortcut
                sh, sw = n.conv2d(h, w, cin, 4 * filters, (1, 1), (s, s))
                n.batchnorm(sh * sw * 4 * filters, 4 * filters)
            h1, w1 = n.conv2d(h, w, cin, filters, (1, 1), (s, s))
            n.batchnorm(h1 * w1 * filters, filters)
            n.op("Relu", h1 * w1 * filters)
            n.conv2d(h1, w1, filters, filters, (3, 3), same=True)
            n.batchnorm(h1 * w1 * filters, filters)
            n.op("Relu", h1 * w1 * filters)
            n.conv2d(h1, w1, filters, 4 * filters, (1, 1))
            n.batchnorm(h1 * w1 * 4 * filters, 4 * filters)
            n.op("Add", h1 * w1 * 4 * filters)
            n.op("Relu", h1 * w1 * 4 * filters)
            h, w, cin = h1, w1, 4 * filters
    n.op("Flatten", h * w * cin)
    n.dense2d(h * w * cin, 10)
    n.op("Softmax", 10)
    return n


def _make_divisible(v: float, divisor: int = 8) -> int:
    """Keras MobileNetV2's ``_make_divisible``."""
    new_v = max(divisor, int(v + divisor / 2) // divisor * divisor)
    return new_v + divisor if new_v < 0.9 * v else new_v


def mobilenet() -> Net:
    """Keras MobileNetV2 (alpha 1.0) on 32 x 32 x 3, no top, then Flatten and
    Dense(10) (``mobilenet_train.py``)."""
    n = Net("mobilenet")
    n.op("Pad", 33 * 33 * 3)
    h, w = n.conv2d(33, 33, 3, 32, (3, 3), (2, 2), bias=False)
    n.batchnorm(h * w * 32, 32)
    n.op("Clip", h * w * 32)
    cin = 32
    # (filters, stride, expansion), block ids 0..16 (keras.applications.mobilenet_v2)
    spec = [(16, 1, 1)] + [(24, 2, 6), (24, 1, 6)] + [(32, 2, 6)] + [(32, 1, 6)] * 2 + [(64, 2, 6)] + \
        [(64, 1, 6)] * 3 + [(96, 1, 6)] * 3 + [(160, 2, 6)] + [(160, 1, 6)] * 2 + [(320, 1, 6)]
    for block_id, (filters, stride, expansion) in enumerate(spec):
        out_c = _make_divisible(filters)
        mid = cin * expansion
        if block_id:
            n.conv2d(h, w, cin, mid, (1, 1), bias=False)
            n.batchnorm(h * w * mid, mid)
            n.op("Clip", h * w * mid)
        if stride == 2:
            n.op("Pad", (h + 1) * (w + 1) * mid)
            h2, w2 = n.conv2d(h + 1, w + 1, mid, mid, (3, 3), (2, 2), bias=False, depthwise=True)
        else:
            h2, w2 = n.conv2d(h, w, mid, mid, (3, 3), same=True, bias=False, depthwise=True)
        n.batchnorm(h2 * w2 * mid, mid)
        n.op("Clip", h2 * w2 * mid)
        n.conv2d(h2, w2, mid, out_c, (1, 1), bias=False)
        n.batchnorm(h2 * w2 * out_c, out_c)
        if cin == out_c and stride == 1:
            n.op("Add", h2 * w2 * out_c)
        h, w, cin = h2, w2, out_c
    n.conv2d(h, w, cin, 1280, (1, 1), bias=False)
    n.batchnorm(h * w * 1280, 1280)
    n.op("Clip", h * w * 1280)
    n.op("Flatten", h * w * 1280)
    n.dense2d(h * w * 1280, 10)
    n.op("Softmax", 10)
    return n


BERT_VOCAB, BERT_LAYERS, BERT_HIDDEN, BERT_HEADS, BERT_FFN, BERT_POS, BERT_SEQ = 28_996, 12, 768, 12, 3_072, 512, 512


def bert() -> Net:
    """HF ``TFBertForSequenceClassification`` (bert-base-cased, 2 labels) on
    512-token sequences (``bert_train.py``: ``padding="max_length"``)."""
    n = Net("bert")
    seq, d = BERT_SEQ, BERT_HIDDEN
    n.op("Gather", seq * d, BERT_VOCAB * d)
    n.op("Gather", seq * d, BERT_POS * d)
    n.op("Gather", seq * d, 2 * d)
    n.op("Add", seq * d, count=2)
    n.layernorm(seq * d, d)
    for _ in range(BERT_LAYERS):
        n.attention(seq, d, BERT_HEADS, d // BERT_HEADS, d, transposes=True)
        n.op("Add", seq * d)
        n.layernorm(seq * d, d)
        n.dense3d(seq, d, BERT_FFN)
        n.op("Gelu", seq * BERT_FFN)
        n.dense3d(seq, BERT_FFN, d)
        n.op("Add", seq * d)
        n.layernorm(seq * d, d)
    n.op("Slice", d)  # the pooler takes the first token
    n.dense2d(d, d)
    n.op("Tanh", d)
    n.dense2d(d, 2)
    return n


def transformer() -> Net:
    """The Keras time-series Transformer (``transformer_train.py``): FordA
    (500 x 1), 4 encoder blocks (key_dim 256, 4 heads, ff_dim 4), GAP over
    time, Dense 128, Dense 2."""
    n = Net("transformer")
    seq, d = 500, 1
    for _ in range(4):
        n.attention(seq, d, 4, 256, d)
        n.layernorm(seq * d, d)
        n.op("Add", seq * d)
        n.op("Conv", seq * 4, d * 4 + 4, seq * d * 4)
        n.op("Relu", seq * 4)
        n.op("Conv", seq * d, 4 * d + d, seq * 4 * d)
        n.layernorm(seq * d, d)
        n.op("Add", seq * d)
    n.op("ReduceMean", seq)  # GlobalAveragePooling1D(channels_first): (500, 1) -> 500
    n.dense2d(seq, 128)
    n.op("Relu", 128)
    n.dense2d(128, 2)
    n.op("Softmax", 2)
    return n


def embedding() -> Net:
    """The Keras GloVe text CNN (``embedding_train.py``)."""
    n = Net("embedding")
    seq, dim, tokens = 200, 100, 20_000 + 2
    n.op("Gather", seq * dim, tokens * dim, trainable=False)
    length, c = seq, dim
    for last in (False, False, True):
        out = length - 5 + 1
        n.op("Conv", out * 128, 5 * c * 128 + 128, out * 5 * c * 128)
        n.op("Relu", out * 128)
        c = 128
        if not last:
            length = out // 5
            n.op("MaxPool", length * 128)
        else:
            length = out
    n.op("ReduceMax", 128)  # GlobalMaxPooling1D
    n.dense2d(128, 128)
    n.op("Relu", 128)
    n.dense2d(128, 20)
    n.op("Softmax", 20)
    return n


def ds2_frames() -> int:
    """STFT frames of LJSpeech's longest clip (PROXY ``ds2_frames_longest_clip``)."""
    samples = round(LJ_LONGEST_S * LJ_RATE_HZ)
    return 1 + (samples - DS2_FRAME) // DS2_STEP


def deepspeech2() -> Net:
    """The Keras DeepSpeech2-like model (``deepspeech2_train.py``):
    ``build_model(193, 31, rnn_units=512)``."""
    n = Net("deepspeech2")
    frames, bins, units = ds2_frames(), 384 // 2 + 1, 512
    n.op("Reshape", frames * bins)
    h, w = n.conv2d(frames, bins, 1, 32, (11, 41), (2, 2), same=True, bias=False)
    n.batchnorm(h * w * 32, 32)
    n.op("Relu", h * w * 32)
    h, w = n.conv2d(h, w, 32, 32, (11, 21), (1, 2), same=True, bias=False)
    n.batchnorm(h * w * 32, 32)
    n.op("Relu", h * w * 32)
    n.op("Reshape", h * w * 32)
    d_in = w * 32
    for _ in range(5):
        n.gru(h, d_in, units)
        n.gru(h, d_in, units)
        n.op("Concat", h * 2 * units)
        d_in = 2 * units
    n.dense3d(h, d_in, 2 * units)
    n.op("Relu", h * 2 * units)
    n.dense3d(h, 2 * units, 31 + 1)
    n.op("Softmax", h * 32)
    return n


def gnn() -> Net:
    """The Keras MPNN (``gnn_train.py``), per molecule (PROXY ``gnn_graph_size``)."""
    n = Net("gnn")
    atoms, pairs, pad = GNN_ATOMS, GNN_ATOMS + 2 * GNN_BONDS, GNN_PAD_ATOMS
    atom_dim, bond_dim, units = 29, 7, 64
    n.op("Pad", atoms * units)
    edge_params = bond_dim * units * units + units * units
    gru_params = 3 * (units * units + units * units + 2 * units)
    for step in range(4):  # message steps share the EdgeNetwork and GRUCell weights
        n.op("MatMul", pairs * units * units, edge_params if step == 0 else 0, pairs * bond_dim * units * units)
        n.op("Add", pairs * units * units)
        n.op("Reshape", pairs * units * units)
        n.op("Gather", pairs * units)
        n.op("Unsqueeze", pairs * units)
        n.op("MatMul", pairs * units, macs=pairs * units * units)
        n.op("Squeeze", pairs * units)
        n.op("SegmentSum", atoms * units)
        n.op("GRU", atoms * units, gru_params if step == 0 else 0, atoms * 3 * 2 * units * units)
    n.op("Pad", pad * units)  # PartitionPadding: pad each molecule, stack, drop empties
    n.op("Concat", pad * units)
    n.op("Gather", pad * units)
    n.attention(pad, units, 8, units, units)
    n.op("Add", pad * units)
    n.layernorm(pad * units, units)
    n.dense3d(pad, units, 512)
    n.op("Relu", pad * 512)
    n.dense3d(pad, 512, units)
    n.op("Add", pad * units)
    n.layernorm(pad * units, units)
    n.op("ReduceMean", units)
    n.dense2d(units, 512)
    n.op("Relu", 512)
    n.dense2d(512, 1)
    n.op("Sigmoid", 1)
    del atom_dim
    return n


def _cyclegan_generator(n: Net) -> None:
    """``get_resnet_generator``: 64 filters, 2 down, 9 residual, 2 up."""
    size, f = 256, 64
    n.op("Pad", (size + 6) ** 2 * 3)
    n.conv2d(size + 6, size + 6, 3, f, (7, 7), bias=False)
    n.instancenorm(size * size * f, f)
    n.op("Relu", size * size * f)
    for _ in range(2):
        size, f_out = size // 2, f * 2
        n.conv2d(size * 2, size * 2, f, f_out, (3, 3), (2, 2), same=True, bias=False)
        n.instancenorm(size * size * f_out, f_out)
        n.op("Relu", size * size * f_out)
        f = f_out
    for _ in range(9):
        for second in (False, True):
            n.op("Pad", (size + 2) ** 2 * f)
            n.conv2d(size + 2, size + 2, f, f, (3, 3), bias=False)
            n.instancenorm(size * size * f, f)
            if not second:
                n.op("Relu", size * size * f)
        n.op("Add", size * size * f)
    for _ in range(2):
        f_out = f // 2
        n.conv2d(size, size, f, f_out, (3, 3), (2, 2), same=True, bias=False, transpose=True)
        size, f = size * 2, f_out
        n.instancenorm(size * size * f, f)
        n.op("Relu", size * size * f)
    n.op("Pad", (size + 6) ** 2 * f)
    n.conv2d(size + 6, size + 6, f, 3, (7, 7))
    n.op("Tanh", size * size * 3)


def _cyclegan_discriminator(n: Net) -> None:
    """``get_discriminator``: 64 filters, 3 downsampling blocks (the last at stride 1)."""
    size, f = 256, 64
    h, _ = n.conv2d(size, size, 3, f, (4, 4), (2, 2), same=True)
    n.op("LeakyRelu", h * h * f)
    for block in range(3):
        s = 2 if block < 2 else 1
        h2, _ = n.conv2d(h, h, f, f * 2, (4, 4), (s, s), same=True, bias=False)
        f *= 2
        n.instancenorm(h2 * h2 * f, f)
        n.op("LeakyRelu", h2 * h2 * f)
        h = h2
    n.conv2d(h, h, f, 1, (4, 4), same=True)


def cyclegan() -> Net:
    """Two generators and two discriminators (``cyclegan_train.py``), each
    counted once (PROXY ``cyclegan_graph_once``)."""
    n = Net("cyclegan")
    for _ in range(2):
        _cyclegan_generator(n)
    for _ in range(2):
        _cyclegan_discriminator(n)
    return n


ARCHITECTURES: dict[str, Callable[[], Net]] = {
    "bert": bert, "cyclegan": cyclegan, "deepspeech2": deepspeech2, "embedding": embedding, "gnn": gnn,
    "mobilenet": mobilenet, "resnet": resnet, "transformer": transformer,
}
PROXIES: dict[str, tuple[str, ...]] = {
    "bert": (), "cyclegan": ("cyclegan_graph_once",), "deepspeech2": ("ds2_frames_longest_clip",),
    "embedding": (), "gnn": ("gnn_graph_size",), "mobilenet": (), "resnet": (), "transformer": (),
}
COMMON_PROXIES = ("op_count_layer_level", "constant_not_derivable", "eq2_delta_zero")


def features(net: Net, batch: int) -> dict[str, float]:
    """Table 3's features of ``net`` at ``batch`` (see the module docstring)."""
    row: dict[str, float] = {
        "flops": float(batch * (2 * net.macs + net.other_flops)),
        "memory_parameters": float(net.params * BYTES_PER_ELEMENT),
        "batch_size": float(batch),
        "memory_activations": float(batch * net.activations * BYTES_PER_ELEMENT),
    }
    for op in TABLE3_OPS:
        if op == "Exponentials":
            row[op] = float(sum(net.ops[k] for k in EXP_OPS))
        elif op == "Constant":
            row[op] = 0.0
        else:
            row[op] = float(net.ops[op])
    return row


def eq2_mib(net: Net, batch: int, reading: str) -> float:
    """HORUS Eq. 2, ``(B*A + P) + B*G + delta`` in MiB with delta = 0;
    ``reading`` is ``act`` (G = A) or ``param`` (G = trainable parameters)."""
    grads = net.activations if reading == "act" else net.trainable
    elements = batch * net.activations + net.params + batch * grads
    return elements * BYTES_PER_ELEMENT / MIB


COLUMNS: tuple[str, ...] = ("model", "batch_size", "util_pct", "mem_mib", "flops", "memory_parameters",
                            "memory_activations", *TABLE3_OPS, "params", "trainable_params",
                            "activations_per_sample", "macs_per_sample", "eq2_act_mib", "eq2_param_mib",
                            "source", "proxies")


def _load(path: Path) -> dict:
    if not path.is_file():
        raise SystemExit(f"{path} is missing (give --data)")
    return json.loads(path.read_text(encoding="utf-8"))


def _fmt(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else f"{x:.6g}"


def rows(data: Path) -> list[dict[str, str]]:
    """One row per (MISO model, batch), models in name order, batches ascending."""
    batches = _load(data / MISO_BATCHES)
    out = []
    for model in sorted(ARCHITECTURES):
        net = ARCHITECTURES[model]()
        util = _load(data / MISO_UTIL.format(model=model))
        mem = _load(data / MISO_MEM.format(model=model))
        for batch in sorted(int(b) for b in batches[model]):
            feats = features(net, batch)
            r = {"model": model, "batch_size": str(batch), "util_pct": _fmt(float(util[str(batch)])),
                 "mem_mib": _fmt(float(mem[str(batch)]))}
            r.update({k: _fmt(v) for k, v in feats.items() if k != "batch_size"})
            r.update({"params": str(net.params), "trainable_params": str(net.trainable),
                      "activations_per_sample": str(net.activations), "macs_per_sample": str(net.macs),
                      "eq2_act_mib": f"{eq2_mib(net, batch, 'act'):.1f}",
                      "eq2_param_mib": f"{eq2_mib(net, batch, 'param'):.1f}",
                      "source": (f"arch socc22-miso mps/models/{model}_train.py; miso util_sm_{model}[{batch}]; "
                                 f"miso memory_{model}[{batch}]"),
                      "proxies": ";".join(PROXIES[model] + COMMON_PROXIES)})
            out.append(r)
    return out


def to_csv(table: list[dict[str, str]]) -> str:
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=COLUMNS, lineterminator="\n")
    writer.writeheader()
    writer.writerows(table)
    return buf.getvalue()


def main(argv: list[str] | None = None) -> int:
    from schedbench.data import derivation_parser, script_folder

    parser = derivation_parser(__doc__, __file__, f"folder to write {OUT_FILE} to")
    args = parser.parse_args(argv)
    data = script_folder(parser, args.data, ("miso",))
    table = rows(data)
    (args.out / OUT_FILE).write_text(to_csv(table), encoding="utf-8")
    print(f"{len(table)} rows -> {args.out / OUT_FILE}")
    for model in sorted(ARCHITECTURES):
        net = ARCHITECTURES[model]()
        print(f"{model:12s} params {net.params:>12,} trainable {net.trainable:>12,} "
              f"GMAC/sample {net.macs / 1e9:8.3f} act/sample {net.activations:>12,}")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
