/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Event_GoingInputs */

const en_event_going = /** @type {(inputs: Event_GoingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} gamer going`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} gamers going`);
	return /** @type {LocalizedString} */ ("event_going");
};

const de_event_going = /** @type {(inputs: Event_GoingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} Gamer dabei`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} Gamer dabei`);
	return /** @type {LocalizedString} */ ("event_going");
};

const fr_event_going = /** @type {(inputs: Event_GoingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} joueur inscrit`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} joueurs inscrits`);
	return /** @type {LocalizedString} */ ("event_going");
};

const es_event_going = /** @type {(inputs: Event_GoingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} jugador va`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} jugadores van`);
	return /** @type {LocalizedString} */ ("event_going");
};

const pt_br2_event_going = /** @type {(inputs: Event_GoingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} gamer confirmado`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} gamers confirmados`);
	return /** @type {LocalizedString} */ ("event_going");
};

const ja_event_going = /** @type {(inputs: Event_GoingInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`${i?.shown}人のゲーマーが参加予定`)
};

const ko_event_going = /** @type {(inputs: Event_GoingInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ko", i?.count, {});return /** @type {LocalizedString} */ (`게이머 ${i?.shown}명 참가 예정`)
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} gamer going" |
* | "other" | "{shown} gamers going" |
*
* @param {Event_GoingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_going = /** @type {((inputs: Event_GoingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_GoingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_event_going(inputs)
	if (locale === "fr") return fr_event_going(inputs)
	if (locale === "es") return es_event_going(inputs)
	if (locale === "pt-BR") return pt_br2_event_going(inputs)
	if (locale === "ja") return ja_event_going(inputs)
	if (locale === "ko") return ko_event_going(inputs)
	return en_event_going(inputs)
});