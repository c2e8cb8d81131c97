/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Event_WentInputs */

const en_event_went = /** @type {(inputs: Event_WentInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} gamer went.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} gamers went.`);
	return /** @type {LocalizedString} */ ("event_went");
};

const de_event_went = /** @type {(inputs: Event_WentInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} Gamer war dabei.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} Gamer waren dabei.`);
	return /** @type {LocalizedString} */ ("event_went");
};

const fr_event_went = /** @type {(inputs: Event_WentInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} joueur y était.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} joueurs y étaient.`);
	return /** @type {LocalizedString} */ ("event_went");
};

const es_event_went = /** @type {(inputs: Event_WentInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Asistió ${i?.shown} jugador.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Asistieron ${i?.shown} jugadores.`);
	return /** @type {LocalizedString} */ ("event_went");
};

const pt_br2_event_went = /** @type {(inputs: Event_WentInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} gamer participou.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} gamers participaram.`);
	return /** @type {LocalizedString} */ ("event_went");
};

const ja_event_went = /** @type {(inputs: Event_WentInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`${i?.shown}人のゲーマーが参加しました。`)
};

const ko_event_went = /** @type {(inputs: Event_WentInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ko", i?.count, {});return /** @type {LocalizedString} */ (`게이머 ${i?.shown}명이 참가했습니다.`)
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} gamer went." |
* | "other" | "{shown} gamers went." |
*
* @param {Event_WentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_went = /** @type {((inputs: Event_WentInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_WentInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_event_went(inputs)
	if (locale === "fr") return fr_event_went(inputs)
	if (locale === "es") return es_event_went(inputs)
	if (locale === "pt-BR") return pt_br2_event_went(inputs)
	if (locale === "ja") return ja_event_went(inputs)
	if (locale === "ko") return ko_event_went(inputs)
	return en_event_went(inputs)
});