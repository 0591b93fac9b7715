"""Derive the A-SRPT model catalog (Table I models) from architecture figures.

Writes two CSVs next to this file (or into ``--out``):

* ``asrpt_blocks.csv``: one row per block (layer or group of layers) of each
  Table I model, in order: ``model,index,block,fwd_gmac,params_m,out_melem,
  source,synthetic``. ``fwd_gmac`` is the forward multiply-accumulates per
  sample (GMAC), ``params_m`` the trainable parameters (millions) and
  ``out_melem`` the block's output activation per sample (millions of
  elements). The instance generator (``instances/asrpt.py``) cuts a model's
  blocks into pipeline stages.
* ``asrpt_models.csv``: one row per model: ``model,family,table1_params_m,
  derived_params_m,batch_size,seq_len,tflops_eff,allreduce,source,synthetic``.
  ``tflops_eff`` is the effective V100 training throughput (TFLOP/s of
  forward+backward work) used to turn MACs into ms.

Run it as ``python instances/profiles/derive_asrpt.py [--data PATH] [--out DIR]``.
Only permissive sources are read: ``muri/`` (Apache-2.0), for the two
calibration points. Same input, byte-identical output.

Derivation
----------
1. **Architectures** (published figures; no measured per-layer data is public
   for these models):

   * VGG19: configuration E of Simonyan & Zisserman [41], Table 1, on
     224x224x3 input; one block per conv layer (the following max-pool folded
     in) and per FC layer. MACs of a 3x3 conv: ``H W C_in C_out 9``; params
     ``9 C_in C_out + C_out``. Total 143.7M params (Table I: 144M).
   * ResNet152: He et al. [2], Table 1 (bottleneck blocks 3, 8, 36, 3; the
     stride on the 3x3 conv as in torchvision), one block per bottleneck plus
     the stem and the classifier; BN parameters counted. Total 60.2M params
     (Table I: 60M).
   * Inception-V3: Szegedy et al. [42]; the block output shapes are published
     (stem 35x35x192, Mixed_5b-d 35x35x256/288/288, Mixed_6a-e 17x17x768,
     Mixed_7a 8x8x1280, Mixed_7b-c 8x8x2048), but per-block MACs/params are
     not: the published totals (5.71 GMAC, 23.83M params, no auxiliary head)
     minus the classifier are split evenly over the 12 feature blocks
     (``inception_split_uniform``).
   * Transformers (BERT-large [43], XLNet-large [44], T5-11B [45], GPT-3
     6.7B/13B/175B [1]): per layer ``12 d^2 + 13 d`` params (attention 4 d^2,
     MLP 8 d^2, biases and layer norms) and ``12 d^2 + 2 s d`` MACs per token
     (projections plus attention scores and weighted sum); output ``s d`` per
     sample. XLNet adds the relative-position projection (``+ d^2`` params and
     MACs per token) and doubles the attention term (two streams). T5-11B:
     ``d_model`` 1024, attention inner dim 16384, ``d_ff`` 65536; an encoder
     layer has ``4 d inner + 2 d d_ff`` params, a decoder layer adds the
     cross-attention ``4 d inner``. BERT/XLNet keep their embedding and the
     SQuAD span head (2 d). Per Sec. V-A-1-b, "for T5 and the three versions
     of GPT ... we construct a smaller model consisting of three layers from
     the original model": those jobs are three transformer layers
     (``paper_three_layer_slice``; T5's slice is three encoder layers).

2. **Sequence length**: 512 for T5 and GPT (Sec. V-A-1-b); 384 for BERT and
   XLNet on SQuAD 2.0 (``seq_len_squad_384``: the paper does not state it;
   384 is the usual SQuAD fine-tuning length).

3. **Time** (calibration, V100 as in Sec. V-B-1-a). Training work is
   ``3 x 2 x MACs`` FLOPs (backward = 2 x forward, ``fb_split_2x``). The
   effective throughput of a family is calibrated on Muri's measured V100
   GPU stage (``resource_time_1``, median over all 1-GPU rows of the 8 Muri
   files): CNNs on vgg19 (batch 16, this script's VGG19 MACs), transformers
   on bert (batch 4; Muri's bert is BERT-base, 12 layers, d = 768, MLM on
   510-token blocks with its 30,522-word output layer). Every model of a
   family is assumed to run at its family's throughput
   (``throughput_from_family_calibration``).

4. **All-reduce kind**: the paper does not say which job uses RAR or TAR.
   CNNs are given RAR (Horovod's ring [21]), transformers TAR (NCCL's trees
   [24]) (``allreduce_kind_assumed``).

5. **Bytes**: activations and gradients are counted at 4 bytes per element
   (``fp32_bytes``); the generator converts elements to MB.
"""

from __future__ import annotations

import csv
import io
import statistics
from pathlib import Path

from schedbench.data import DerivationError

#: Muri calibration rows (model, batch size) in ``muri/simulator/trace-data``.
MURI_FILES = ("trace1.csv", "trace2.csv", "trace3.csv", "trace4.csv",
              "job_type_1.csv", "job_type_2.csv", "job_type_3.csv", "job_type_4.csv")
CNN_CALIBRATION = ("vgg19", 16)
TRANSFORMER_CALIBRATION = ("bert", 4)
#: Muri's bert: BERT-base (12 layers, d 768), 510-token blocks, MLM head (nlp_model.py of Muri).
MURI_BERT_LAYERS, MURI_BERT_D, MURI_BERT_SEQ, BERT_VOCAB = 12, 768, 510, 30_522
#: fwd + bwd FLOPs per MAC: 2 FLOPs per MAC, backward = 2 x forward.
TRAIN_FLOPS_PER_MAC = 6.0
#: Inception-V3 published totals (torchvision, no auxiliary head).
INCEPTION_GMAC, INCEPTION_PARAMS_M = 5.71, 23.83
#: Sec. V-A-1-b: large models are profiled as three of their layers.
SLICE_LAYERS = 3

MODEL_COLUMNS = ("model", "family", "table1_params_m", "derived_params_m", "batch_size", "seq_len",
                 "tflops_eff", "allreduce", "source", "synthetic")
BLOCK_COLUMNS = ("model", "index", "block", "fwd_gmac", "params_m", "out_melem", "source", "synthetic")



def _vgg19() -> list[tuple[str, float, float, float]]:
    """(block, MACs, params, out elements) per sample, configuration E."""
    cfg = [(64, 2), (128, 2), (256, 4), (512, 4), (512, 4)]
    h, c_in = 224, 3
    out: list[tuple[str, float, float, float]] = []
    for g, (c, n) in enumerate(cfg):
        for j in range(n):
            macs = h * h * c_in * c * 9
            params = 9 * c_in * c + c
            last = j == n - 1
            side = h // 2 if last else h
            out.append((f"conv{g + 1}_{j + 1}", macs, params, side * side * c))
            c_in = c
        h //= 2
    for j, (a, b) in enumerate(((7 * 7 * 512, 4096), (4096, 4096), (4096, 1000))):
        out.append((f"fc{j + 6}", a * b, a * b + b, b))
    return out


def _resnet152() -> list[tuple[str, float, float, float]]:
    out: list[tuple[str, float, float, float]] = [("stem", 112 * 112 * 7 * 7 * 3 * 64, 7 * 7 * 3 * 64 + 2 * 64, 56 * 56 * 64)]
    h, c_in = 56, 64
    for g, (mid, n) in enumerate(((64, 3), (128, 8), (256, 36), (512, 3))):
        c_out = 4 * mid
        for j in range(n):
            stride = 2 if (j == 0 and g > 0) else 1
            ho = h // stride
            macs = h * h * c_in * mid + ho * ho * mid * mid * 9 + ho * ho * mid * c_out
            params = c_in * mid + 9 * mid * mid + mid * c_out + 2 * (2 * mid + c_out)
            if j == 0:
                macs += ho * ho * c_in * c_out
                params += c_in * c_out + 2 * c_out
            out.append((f"conv{g + 2}_{j + 1}", macs, params, ho * ho * c_out))
            h, c_in = ho, c_out
    out.append(("fc", 2048 * 1000, 2048 * 1000 + 1000, 1000))
    return out


def _inception_v3() -> list[tuple[str, float, float, float]]:
    shapes = [("stem", 35, 192), ("mixed_5b", 35, 256), ("mixed_5c", 35, 288), ("mixed_5d", 35, 288),
              ("mixed_6a", 17, 768), ("mixed_6b", 17, 768), ("mixed_6c", 17, 768), ("mixed_6d", 17, 768),
              ("mixed_6e", 17, 768), ("mixed_7a", 8, 1280), ("mixed_7b", 8, 2048), ("mixed_7c", 8, 2048)]
    fc_macs, fc_params = 2048 * 1000, 2048 * 1000 + 1000
    macs = (INCEPTION_GMAC * 1e9 - fc_macs) / len(shapes)
    params = (INCEPTION_PARAMS_M * 1e6 - fc_params) / len(shapes)
    out: list[tuple[str, float, float, float]] = [(name, macs, params, h * h * c) for name, h, c in shapes]
    out.append(("fc", fc_macs, fc_params, 1000))
    return out


def _layer(d: int, s: int, *, extra_proj: int = 0, attn_streams: int = 1) -> tuple[float, float]:
    """(MACs per sample, params) of one transformer layer."""
    params = (12 + extra_proj) * d * d + 13 * d
    macs_tok = (12 + extra_proj) * d * d + attn_streams * 2 * s * d
    return macs_tok * s, params


def _encoder(name: str, layers: int, d: int, s: int, vocab: int, **kw) -> list[tuple[str, float, float, float]]:
    out: list[tuple[str, float, float, float]] = [("embed", 0.0, vocab * d + 512 * d + 2 * d, s * d)]
    macs, params = _layer(d, s, **kw)
    out += [(f"layer{i + 1}", macs, params, s * d) for i in range(layers)]
    out.append(("span_head", 2 * d * s, 2 * d + 2, 2 * s))
    return out


def _slice(d: int, s: int) -> list[tuple[str, float, float, float]]:
    macs, params = _layer(d, s)
    return [(f"layer{i + 1}", macs, params, s * d) for i in range(SLICE_LAYERS)]


def _t5_slice(s: int) -> list[tuple[str, float, float, float]]:
    d, inner, dff = 1024, 16_384, 65_536
    params = 4 * d * inner + 2 * d * dff
    macs = (params + 2 * s * inner) * s
    return [(f"enc_layer{i + 1}", macs, params, s * d) for i in range(SLICE_LAYERS)]


#: model -> (family, Table I params (M), batch (Table I), seq, allreduce, builder, source, synthetic labels)
MODELS = {
    "vgg19": ("cnn", 144, 32, 0, "RAR", _vgg19, "Simonyan & Zisserman Table 1 (config E)", ()),
    "resnet152": ("cnn", 60, 4, 0, "RAR", _resnet152, "He et al. Table 1 (152-layer)", ()),
    "inception_v3": ("cnn", 24, 32, 0, "RAR", _inception_v3,
                     "Szegedy et al. 2016 block shapes; torchvision totals 5.71 GMAC / 23.83M",
                     ("inception_split_uniform",)),
    "bert_large": ("transformer", 340, 4, 384, "TAR",
                   lambda: _encoder("bert_large", 24, 1024, 384, BERT_VOCAB),
                   "Devlin et al.: L=24 d=1024 vocab 30522", ("seq_len_squad_384",)),
    "xlnet_large": ("transformer", 550, 4, 384, "TAR",
                    lambda: _encoder("xlnet_large", 24, 1024, 384, 32_000, extra_proj=1, attn_streams=2),
                    "Yang et al.: L=24 d=1024 vocab 32000, two-stream attention",
                    ("seq_len_squad_384", "xlnet_relpos_two_stream_approx")),
    "t5_11b": ("transformer", 11_000, 8, 512, "TAR", lambda: _t5_slice(512),
               "Raffel et al. T5-11B: d=1024 inner 16384 d_ff 65536", ("paper_three_layer_slice",)),
    "gpt_6.7b": ("transformer", 6_700, 32, 512, "TAR", lambda: _slice(4096, 512),
                 "Brown et al. Table 2.1: L=32 d=4096", ("paper_three_layer_slice",)),
    "gpt_13b": ("transformer", 13_000, 32, 512, "TAR", lambda: _slice(5140, 512),
                "Brown et al. Table 2.1: L=40 d=5140", ("paper_three_layer_slice",)),
    "gpt_175b": ("transformer", 175_000, 16, 512, "TAR", lambda: _slice(12_288, 512),
                 "Brown et al. Table 2.1: L=96 d=12288", ("paper_three_layer_slice",)),
}
COMMON_SYNTHETIC = ("fb_split_2x", "fp32_bytes", "allreduce_kind_assumed", "throughput_from_family_calibration")


def muri_gpu_ms(data: Path, model: str, batch: int) -> float:
    """Median 1-GPU ``resource_time_1`` (GPU stage, ms) of Muri's rows."""
    values: list[float] = []
    for name in MURI_FILES:
        path = data / "muri" / "simulator" / "trace-data" / name
        if not path.is_file():
            raise DerivationError(f"missing {path}")
        with path.open(newline="") as fh:
            for row in csv.DictReader(fh):
                if row["model_name"] == model and int(row["batch_size"]) == batch and int(row["num_gpu"]) == 1:
                    values.append(float(row["resource_time_1"]))
    if not values:
        raise DerivationError(f"no 1-GPU row of {model} batch {batch} in muri/")
    return statistics.median(values)


def _muri_bert_macs_per_sample() -> float:
    macs, _ = _layer(MURI_BERT_D, MURI_BERT_SEQ)
    return MURI_BERT_LAYERS * macs + MURI_BERT_D * BERT_VOCAB * MURI_BERT_SEQ


def derive(data: Path) -> tuple[str, str]:
    vgg_macs = sum(b[1] for b in _vgg19())
    cnn_ms = muri_gpu_ms(data, *CNN_CALIBRATION)
    tf_ms = muri_gpu_ms(data, *TRANSFORMER_CALIBRATION)
    tflops = {
        "cnn": TRAIN_FLOPS_PER_MAC * vgg_macs * CNN_CALIBRATION[1] / (cnn_ms * 1e9),
        "transformer": TRAIN_FLOPS_PER_MAC * _muri_bert_macs_per_sample() * TRANSFORMER_CALIBRATION[1] / (tf_ms * 1e9),
    }
    calib = {
        "cnn": f"muri vgg19 b16 1-GPU resource_time_1 median {cnn_ms:g} ms",
        "transformer": f"muri bert b4 1-GPU resource_time_1 median {tf_ms:g} ms",
    }
    mbuf, bbuf = io.StringIO(), io.StringIO()
    mw = csv.writer(mbuf, lineterminator="\n")
    bw = csv.writer(bbuf, lineterminator="\n")
    mw.writerow(MODEL_COLUMNS)
    bw.writerow(BLOCK_COLUMNS)
    for model, (family, t1, batch, seq, ar, builder, source, synth) in MODELS.items():
        blocks = builder()
        total_params = sum(b[2] for b in blocks) / 1e6
        labels = ";".join(sorted(set(COMMON_SYNTHETIC) | set(synth)))
        mw.writerow([model, family, t1, f"{total_params:.3f}", batch, seq, f"{tflops[family]:.4f}", ar,
                     f"{source}; time: {calib[family]}", labels])
        for i, (name, macs, params, out) in enumerate(blocks):
            bw.writerow([model, i, name, f"{macs / 1e9:.6f}", f"{params / 1e6:.6f}", f"{out / 1e6:.6f}",
                         source, ";".join(sorted(synth))])
    return mbuf.getvalue(), bbuf.getvalue()


def repo_root() -> Path:
    return Path(__file__).resolve().parents[2]



def main(argv: list[str] | None = None) -> int:
    from schedbench.data import derivation_parser, run_derivation, script_folder, write_tables

    parser = derivation_parser(__doc__, __file__, "folder to write the two CSVs to")
    args = parser.parse_args(argv)
    data = script_folder(parser, args.data, ("muri",))
    tables = run_derivation("derive_asrpt", data, lambda: derive(data))
    if tables is None:
        return 1
    models, blocks = tables
    write_tables(args.out, {"asrpt_models.csv": models, "asrpt_blocks.csv": blocks})
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
