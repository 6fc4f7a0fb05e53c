// enginebench: the "box pile" scene of shared/bench (see BoxPileScene), timed step by step.
// Usage: enginebench N STEPS [--sleep 0|1] [--substeps K] [--seed S] [--trace K]
//        enginebench --animator N [--seed S]
// Prints one JSON line with the keys the reference scripts print, so run_all.py --extra can tabulate it.
// `--trace K` prints to stderr, every K steps, how many boxes are awake and how many move faster
// than the sleep tolerance, and the fastest box's speed and place: how a pile settles, not only whether.
// `--animator` drops the same pile as N views under UIGravityBehavior and UICollisionBehavior (bounds as
// boundary) and friction 0.5 and reports when the UIDynamicAnimator pauses (`dynamicAnimatorDidPause`), in simulated time.
import Foundation
import HeadlessUIKit
import EngineScenes
import PhysicsCore

func usage() -> Never {
    FileHandle.standardError.write(
        "usage: enginebench N STEPS [--sleep 0|1] [--substeps K] [--seed S] [--trace K] | enginebench --animator N [--seed S]\n"
            .data(
                using: .utf8)!)
    exit(64)
}

var positional: [String] = []
var sleep = false
var subSteps = 4
var seed = BoxPileScene.seed
var animator = false
var traceEvery = 0
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--sleep":
        guard let value = arguments.popFirst(), value == "0" || value == "1" else { usage() }
        sleep = value == "1"
    case "--seed":
        guard let value = arguments.popFirst(), let k = UInt32(value) else { usage() }
        seed = k
    case "--animator":
        animator = true
    case "--trace":
        guard let value = arguments.popFirst(), let k = Int(value), k > 0 else { usage() }
        traceEvery = k
    case "--substeps":
        guard let value = arguments.popFirst(), let k = Int(value), k > 0 else { usage() }
        subSteps = k
    default:
        positional.append(argument)
    }
}
let n = positional.count > 0 ? (Int(positional[0]) ?? -1) : 1000
let steps = positional.count > 1 ? (Int(positional[1]) ?? -1) : 600
guard n > 0, steps > 0 else { usage() }

/// Notes the simulated time of the animator's first pause and counts resumptions after it.
final class PauseWatcher: UIDynamicAnimatorDelegate {
    var pausedAt: TimeInterval?
    var resumes = 0
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { resumes += 1 }
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        if pausedAt == nil { pausedAt = animator.elapsedTime }
    }
}

if animator {
    let scene = BoxPileScene(count: n, seed: seed)
    let reference = UIView(frame: CGRect(x: 0, y: 0, width: scene.innerWidth, height: scene.innerHeight))
    // UIKit's y axis points down: the scene's floor (y = 0) is the reference view's bottom edge.
    let views: [UIView] = scene.boxCenters.map { c in
        let view = UIView(
            frame: CGRect(
                x: c.x - BoxPileScene.box / 2, y: scene.innerHeight - c.y - BoxPileScene.box / 2,
                width: BoxPileScene.box, height: BoxPileScene.box))
        reference.addSubview(view)
        return view
    }
    let dynamics = UIDynamicAnimator(referenceView: reference)
    let watcher = PauseWatcher()
    dynamics.delegate = watcher
    let collision = UICollisionBehavior(items: views)
    collision.translatesReferenceBoundsIntoBoundary = true
    // The pile's friction (UIKit's default is 0: frictionless boxes slide for ever on a flat floor).
    let material = UIDynamicItemBehavior(items: views)
    material.friction = CGFloat(BoxPileScene.friction)
    dynamics.addBehavior(UIGravityBehavior(items: views))
    dynamics.addBehavior(collision)
    dynamics.addBehavior(material)
    let limit = 120.0
    let t0 = nowNanoseconds()
    _ = SimulationClock.shared.run(until: { watcher.pausedAt != nil }, limit: limit)
    let wallMs = Double(nowNanoseconds() - t0) / 1e6
    // Nothing changes after the pause, so nothing may wake the pile: run 10 s more and count resumptions.
    SimulationClock.shared.run(for: 10)
    let paused = watcher.pausedAt.map { "\(($0 * 1000).rounded() / 1000)" } ?? "null"
    print(
        "{\"engine\": \"doctool-headlessuikit\", \"n\": \(n), \"seed\": \(seed), \"limit_s\": \(limit), "
            + "\"paused_after_s\": \(paused), \"resumed_in_next_10_s\": \(watcher.resumes), \"wall_ms\": \((wallMs * 10).rounded() / 10)}"
    )
    exit(0)
}
let dt = 1.0 / 60.0

func nowNanoseconds() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// One `--trace` line: awake boxes, boxes faster than the sleep tolerance, the fastest box.
func traceLine(_ world: World, _ boxes: [BodyID]) {
    let tolerance = world.def.linearSleepToleranceMetersPerSecond * world.def.lengthUnitsPerMeter
    var awake = 0, fast = 0, turning = 0, fastest = boxes[0], top = 0.0, rested = Double.infinity
    for b in boxes {
        if world.isAwake(b) { awake += 1; rested = min(rested, world.body(b).sleepTime) }
        let speed = world.linearVelocity(b).length
        if speed > tolerance { fast += 1 }
        if abs(world.angularVelocity(b)) > world.def.angularSleepTolerance { turning += 1 }
        if speed > top { top = speed; fastest = b }
    }
    let p = world.position(fastest)
    // Typed, not a ternary in the argument list: there `0` became an Int and shifted every later argument.
    let leastRested: Double = rested.isFinite ? rested : 0
    let line = String(
        format:
            "step %d: awake %d (least rested %.2f s), faster than %.2f pt/s %d, turning %d, fastest %.3f pt/s at (%.1f, %.1f)\n",
        world.stepCount, awake, leastRested, tolerance, fast, turning, top, p.x, p.y)
    FileHandle.standardError.write(line.data(using: .utf8)!)
}

let buildStart = nowNanoseconds()
let scene = BoxPileScene(count: n, seed: seed)
let (world, boxes) = scene.build(sleep: sleep)
let buildMs = Double(nowNanoseconds() - buildStart) / 1e6

// With sleeping on: the first step after which every box sleeps (the pile is at rest), if any.
var asleepStep: Int? = nil
// The largest box speed over the last second (60 steps): less of a lottery than the final instant.
var lastSecondMaxSpeed = 0.0
var times: [Double] = []
times.reserveCapacity(steps)
for _ in 0..<steps {
    let t0 = nowNanoseconds()
    world.step(timeStep: dt, subStepCount: subSteps)
    times.append(Double(nowNanoseconds() - t0) / 1e6)
    if sleep && asleepStep == nil && world.isAtRest { asleepStep = world.stepCount }
    if world.stepCount > steps - 60 {
        for b in boxes { lastSecondMaxSpeed = max(lastSecondMaxSpeed, world.linearVelocity(b).length) }
    }
    if traceEvery > 0 && world.stepCount % traceEvery == 0 { traceLine(world, boxes) }
}

let speeds = boxes.map { world.linearVelocity($0).length }
let ys = boxes.map { world.position($0).y }
let sorted = times.sorted()
let median = sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
let mean = times.reduce(0, +) / Double(times.count)
let p95 = sorted[Int(0.95 * Double(sorted.count - 1))]
func r(_ x: Double, _ digits: Double) -> Double { (x * pow(10, digits)).rounded() / pow(10, digits) }

let fields: [(String, String)] = [
    ("engine", "\"doctool-physicscore\""),
    ("version", "\"0.1\""),
    ("n", "\(n)"),
    ("steps", "\(steps)"),
    ("dt", "\(dt)"),
    ("sleep", sleep ? "true" : "false"),
    ("solver", "{\"sub_steps\": \(subSteps), \"broadphase\": \"dynamic AABB trees\", \"units\": \"points (10 per metre)\"}"),
    ("build_ms", "\(r(buildMs, 3))"),
    ("ms_per_step_median", "\(r(median, 4))"),
    ("ms_per_step_mean", "\(r(mean, 4))"),
    ("ms_per_step_p95", "\(r(p95, 4))"),
    ("ms_per_step_max", "\(r(sorted.last ?? 0, 4))"),
    ("ms_total", "\(r(times.reduce(0, +), 2))"),
    ("final_max_speed", "\(r(speeds.max() ?? 0, 3))"),
    ("last_second_max_speed", "\(r(lastSecondMaxSpeed, 3))"),
    ("final_mean_speed", "\(r(speeds.isEmpty ? 0 : speeds.reduce(0, +) / Double(speeds.count), 4))"),
    ("final_min_y", "\(r(ys.min() ?? 0, 3))"),
    ("final_max_y", "\(r(ys.max() ?? 0, 3))"),
    ("asleep_step", asleepStep.map { "\($0)" } ?? "null"),
    // Same value as BoxPileSceneTests' committed hash for `40 200 --sleep 1` in any build mode.
    ("state_hash", "\"\(world.stateHash())\"")
]
print("{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}")
