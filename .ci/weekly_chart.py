"""A weekly chart's songs, week after week: the benchmark matrix's chart and the runs
differential's charts are written from it."""
import datetime


def weeks(rng, per_week, count, first_week):
    """Yields each of `count` weeks as (number, ISO date, its `per_week` songs in rank order). Each
    week after the first, a twentieth of the songs (one at least) leave for new ones, which enter
    at the bottom, and a quarter of them swap places with the song below."""
    songs, fresh = list(range(per_week)), per_week
    for week in range(count):
        if week:
            for _ in range(max(1, per_week // 20)):
                songs.pop(rng.randrange(len(songs)))
                songs.append(fresh)
                fresh += 1
            for _ in range(per_week // 4):
                i = rng.randrange(len(songs) - 1)
                songs[i], songs[i + 1] = songs[i + 1], songs[i]
        yield week, (first_week + datetime.timedelta(weeks=week)).isoformat(), songs
