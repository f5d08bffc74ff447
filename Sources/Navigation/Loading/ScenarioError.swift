public import Diagnostics

/// A problem in a scenario file, located at a line and column.
public typealias ScenarioError = InputError
