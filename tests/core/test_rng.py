from game.core import Rng, seed_from_text


def test_same_seed_gives_same_sequence():
    a, b = Rng(42), Rng(42)
    assert [a.next_u64() for _ in range(50)] == [b.next_u64() for _ in range(50)]


def test_known_values_are_stable_across_python_versions():
    # SplitMix64 reference outputs for seed 0; pins the generator so saves stay replayable.
    rng = Rng(0)
    assert [rng.next_u64() for _ in range(3)] == [
        0xE220A8397B1DCDAF,
        0x6E789E6AA1B965F4,
        0x06C45D188009454F,
    ]


def test_below_stays_in_range_and_covers_it():
    rng = Rng(7)
    seen = {rng.below(6) for _ in range(600)}
    assert seen == set(range(6))


def test_shuffle_is_a_permutation_and_deterministic():
    items = list(range(30))
    a, b = items[:], items[:]
    Rng(3).shuffle(a)
    Rng(3).shuffle(b)
    assert a == b and sorted(a) == items and a != items


def test_shuffle_draws_exactly_as_fisher_yates_with_below_so_records_replay():
    # every recorded game depends on the shuffle's exact draws: one below(i + 1) per step
    for seed in range(40):
        for size in (0, 1, 2, 7, 54, 100):
            items = list(range(size))
            expected = items[:]
            ref = Rng(seed)
            for i in range(size - 1, 0, -1):
                j = ref.below(i + 1)
                expected[i], expected[j] = expected[j], expected[i]
            rng = Rng(seed)
            rng.shuffle(items)
            assert items == expected
            assert rng.state == ref.state


def test_state_is_one_int_that_resumes_the_sequence():
    rng = Rng(9)
    rng.next_u64()
    resumed = Rng(0)
    resumed.state = rng.state
    assert rng.next_u64() == resumed.next_u64()


def test_seed_from_text_accepts_numbers_and_words():
    assert seed_from_text("123") == 123
    assert seed_from_text("sunny harbour") == seed_from_text(" sunny harbour ")
    assert 0 <= seed_from_text("x" * 500) < 2**63
