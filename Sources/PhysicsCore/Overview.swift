// PhysicsCore — a deterministic 2D rigid-body physics core (world, bodies, shapes, contacts, solver, joints, fields).
