/// The mock auth service and the virtual clock.
public enum AuthSimulator {}
