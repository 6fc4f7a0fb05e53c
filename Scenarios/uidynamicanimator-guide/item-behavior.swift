// @scenario uidynamicanimator-guide-item-behavior
// @summary 设置动画组件Item的动力属性 UIDynamicItemBehavior: the behaviour is added to the animator and the view to it; its five read-write properties do what the comments say: elasticity from 0 (inelastic: a dropped view does not bounce) to 1 (elastic: it bounces back up almost to where it fell from); friction 0 lets a view slide along the floor while friction 1 stops it; density is 1 by default and a denser view gains less speed from the same push (4× the density, ¼ of the speed); resistance 0 means no velocity damping (a moving view keeps its speed) while resistance slows it; angularResistance 0 means no angular velocity damping (a spinning view keeps spinning) while angular resistance slows the spin.
// @ports d3e198394e12cc32 uidynamicanimator-guide/zh/uidynamicitembehavior/1 (creating the behaviour, adding it and the view)
// @ports 9ca83208bbee2f6e uidynamicanimator-guide/zh/uidynamicitembehavior/2 (the five properties, set and used)

/// One experiment: a reference view filling the screen with its own animator, and a view in it.
final class Lab {
    let reference = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let animator: UIDynamicAnimator
    let view: UIView
    var dynamic: UIDynamicItemBehavior!

    init(in host: UIView, frame: CGRect) {
        host.addSubview(reference)
        view = UIView(frame: frame)
        reference.addSubview(view)
        animator = UIDynamicAnimator(referenceView: reference)
        attach(view)
    }

    func attach(_ view: UIView) {
        // Port of zh.txt:28-30, line by line.
        let dynamic = UIDynamicItemBehavior()
        animator.addBehavior(dynamic)
        dynamic.addItem(view)
        self.dynamic = dynamic
    }

    /// Port of zh.txt:32-37: the five properties (相关属性), each set through its declared name and type.
    func set(elasticity: CGFloat = 0, friction: CGFloat = 0, density: CGFloat = 1, resistance: CGFloat = 0, angularResistance: CGFloat = 0) {
        dynamic.elasticity = elasticity // Usually between 0 (inelastic) and 1 (collide elastically)
        dynamic.friction = friction // 0 being no friction between objects slide along each other
        dynamic.density = density // 1 by default
        dynamic.resistance = resistance // 0: no velocity damping
        dynamic.angularResistance = angularResistance // 0: no angular velocity damping
    }

    /// Standard gravity and the screen's edges as a boundary.
    func addFloor() {
        let gravity = UIGravityBehavior(items: [view])
        let collision = UICollisionBehavior(items: [view])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(gravity)
        animator.addBehavior(collision)
    }
}

class ViewController: UIViewController {}

/// Drops a 40-point square from 300 points above the floor; returns how high it rises after its first bounce.
static func rebound(elasticity: CGFloat, in host: UIView) -> CGFloat {
    let lab = Lab(in: host, frame: CGRect(x: 160, y: 327, width: 40, height: 40))
    lab.set(elasticity: elasticity)
    lab.addFloor()
    let floor = lab.reference.bounds.maxY
    Stage.run(until: { lab.view.frame.maxY >= floor - 0.5 }, limit: 3)
    var highest = floor
    // A 300-point bounce takes about 0.77 s to come back down.
    _ = Stage.run(until: { highest = min(highest, lab.view.frame.maxY); return false }, limit: 0.8)
    lab.reference.removeFromSuperview()
    return floor - highest
}

static func verify(_ expect: Expectations) {
    let controller = ViewController()
    Stage.show(controller)
    let host = controller.view!

    let probe = Lab(in: host, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    expect.that(probe.animator.behaviors.contains { $0 === probe.dynamic }, "the behaviour is added to the animator")
    expect.that(probe.dynamic.items.count == 1 && probe.dynamic.items[0] === probe.view, "the view is added to the behaviour")
    expect.near(probe.dynamic.density, 1, within: 1e-9, "density is 1 by default")
    expect.near(probe.dynamic.resistance, 0, within: 1e-9, "resistance is 0 by default (no velocity damping)")
    expect.near(probe.dynamic.angularResistance, 0, within: 1e-9, "angularResistance is 0 by default (no angular damping)")
    probe.set(elasticity: 0.7, friction: 0.2, density: 2, resistance: 0.5, angularResistance: 0.25)
    let read = [probe.dynamic.elasticity, probe.dynamic.friction, probe.dynamic.density, probe.dynamic.resistance, probe.dynamic.angularResistance]
    expect.that(read == [0.7, 0.2, 2, 0.5, 0.25], "the five properties read back as set (readwrite)", detail: "\(read)")
    probe.reference.removeFromSuperview()

    // elasticity
    let dead = rebound(elasticity: 0, in: host)
    let lively = rebound(elasticity: 1, in: host)
    expect.that(dead < 5, "elasticity 0 (inelastic): the dropped view does not bounce", detail: "rebound \(dead) points")
    expect.that(lively > 240, "elasticity 1 (collide elastically): it bounces back up nearly to the 300 points it fell",
                detail: "rebound \(lively) points")

    // resistance: a view moving at 300 points/s, no gravity, nothing to hit for one second.
    func speedAfterOneSecond(resistance: CGFloat) -> CGFloat {
        let lab = Lab(in: host, frame: CGRect(x: 20, y: 300, width: 40, height: 40))
        lab.set(resistance: resistance)
        lab.dynamic.addLinearVelocity(CGPoint(x: 300, y: 0), for: lab.view)
        Stage.run(for: 1)
        let speed = lab.dynamic.linearVelocity(for: lab.view).x
        lab.reference.removeFromSuperview()
        return speed
    }
    let free = speedAfterOneSecond(resistance: 0)
    let damped = speedAfterOneSecond(resistance: 2)
    expect.near(free, 300, within: 3, "resistance 0: no velocity damping, the view keeps its 300 points/s")
    expect.that(damped < 200 && damped > 0, "resistance 2 slows the view down", detail: "speed after 1 s \(damped) points/s")

    // angularResistance: a view spinning at 3 rad/s.
    func spinAfterOneSecond(angularResistance: CGFloat) -> CGFloat {
        let lab = Lab(in: host, frame: CGRect(x: 150, y: 300, width: 60, height: 60))
        lab.set(angularResistance: angularResistance)
        lab.dynamic.addAngularVelocity(3, for: lab.view)
        Stage.run(for: 1)
        let spin = lab.dynamic.angularVelocity(for: lab.view)
        lab.reference.removeFromSuperview()
        return spin
    }
    let spinning = spinAfterOneSecond(angularResistance: 0)
    let braked = spinAfterOneSecond(angularResistance: 2)
    expect.near(spinning, 3, within: 0.05, "angularResistance 0: no angular velocity damping, it keeps spinning at 3 rad/s")
    expect.that(braked < 2 && braked > 0, "angularResistance 2 slows the spin", detail: "after 1 s \(braked) rad/s")

    // density: the same instantaneous push on a view of density 1 and one of density 4.
    func pushedSpeed(density: CGFloat) -> CGFloat {
        let lab = Lab(in: host, frame: CGRect(x: 20, y: 300, width: 100, height: 100))
        lab.set(density: density)
        let push = UIPushBehavior(items: [lab.view], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        lab.animator.addBehavior(push)
        Stage.run(for: 0.2)
        let speed = lab.dynamic.linearVelocity(for: lab.view).x
        lab.reference.removeFromSuperview()
        return speed
    }
    let light = pushedSpeed(density: 1)
    let heavy = pushedSpeed(density: 4)
    expect.that(light > 0 && heavy > 0, "both views move with the push", detail: "\(light), \(heavy) points/s")
    expect.near(heavy * 4, light, within: light * 0.05, "four times the density, a quarter of the speed from the same push")

    // friction: a view sliding along the floor at 400 points/s.
    func slide(friction: CGFloat) -> CGFloat {
        let lab = Lab(in: host, frame: CGRect(x: 20, y: 607, width: 60, height: 60))
        lab.set(friction: friction)
        lab.dynamic.allowsRotation = false
        lab.addFloor()
        Stage.run(for: 0.1)
        let start = lab.view.center.x
        lab.dynamic.addLinearVelocity(CGPoint(x: 400, y: 0), for: lab.view)
        Stage.run(for: 0.5)
        let distance = lab.view.center.x - start
        lab.reference.removeFromSuperview()
        return distance
    }
    let slippery = slide(friction: 0)
    let rough = slide(friction: 1)
    expect.near(slippery, 200, within: 15, "friction 0: the view slides along the floor without slowing (400 points/s for 0.5 s)")
    expect.that(rough < slippery - 50, "friction 1: sliding along the floor slows it", detail: "slid \(rough) points against \(slippery)")
}
