// Tests for PhysicsCore.
