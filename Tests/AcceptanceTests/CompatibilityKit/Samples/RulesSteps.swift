import Acceptance

extension CompatibilitySamples {
  static func rules() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.given("the customer has {int} cents") { (world, money: Int) in
      world.memory.set("money", money)
    }
    steps.given("there are chocolate bars in stock") { world in
      world.memory.set("stock", ["Mars"])
    }
    steps.given("there are no chocolate bars in stock") { world in
      world.memory.set("stock", [String]())
    }
    steps.when("the customer tries to buy a {int} cent chocolate bar") { (world, price: Int) in
      guard (world.memory.value("money", as: Int.self) ?? 0) >= price else { return }
      var stock = world.memory.value("stock", as: [String].self) ?? []
      world.memory.set("chocolate", stock.popLast())
      world.memory.set("stock", stock)
    }
    steps.then("the sale should not happen") { world in
      let chocolate = world.memory.value("chocolate", as: String.self)
      try verify(chocolate == nil, "sold \(chocolate ?? "")")
    }
    steps.then("the sale should happen") { world in
      try verify(world.memory.value("chocolate", as: String.self) != nil, "no sale")
    }
    return steps
  }
}
