import { describe, expect, it } from 'vitest';
import { contentErrors } from './rules.ts';
import { cityUrl, rideShareCities } from './rideShareCities.ts';

describe('ride-share city URL', () => {
  it('is /ride-share/{state}/{city}/{plate type}, each part lower case with dashes', () => {
    expect(cityUrl({ workState: 'TX', cityName: '  Fort   Worth ', plateType: 'TLC' })).toBe(
      '/ride-share/tx/fort-worth/tlc',
    );
    expect(cityUrl({ workState: 'New York', cityName: "St. John's", plateType: 'Yellow cab' })).toBe(
      '/ride-share/new-york/st-johns/yellow-cab',
    );
    expect(cityUrl({ workState: 'TX', cityName: 'São Paulo', plateType: 'TLC' })).toBe('/ride-share/tx/sao-paulo/tlc');
  });

  it('is derived on every parse, whatever URL the input carries', () => {
    const { data, errors } = contentErrors(rideShareCities, {
      cityName: 'Dallas',
      workState: 'TX',
      plateType: 'TLC',
      zone: ['SOUTHWEST'],
      url: '/elsewhere',
    });
    expect(errors).toEqual({});
    expect(data?.url).toBe('/ride-share/tx/dallas/tlc');
  });

  it('refuses a name that gives no URL segment, and an eighth zone', () => {
    const zones = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
    const { errors } = contentErrors(rideShareCities, {
      cityName: '!!!',
      workState: 'TX',
      plateType: 'TLC',
      zone: zones,
    });
    expect(errors).toEqual({ cityName: 'City name needs at least one letter or digit', zone: 'Pick at most 7 zones' });
  });
});
