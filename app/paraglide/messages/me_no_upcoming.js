/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Me_No_UpcomingInputs */

const en_me_no_upcoming = /** @type {(inputs: Me_No_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No upcoming events announced.`)
};

const de_me_no_upcoming = /** @type {(inputs: Me_No_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine kommenden Events angekündigt.`)
};

const fr_me_no_upcoming = /** @type {(inputs: Me_No_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun événement à venir annoncé.`)
};

const es_me_no_upcoming = /** @type {(inputs: Me_No_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay próximos eventos anunciados.`)
};

const pt_br2_me_no_upcoming = /** @type {(inputs: Me_No_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum evento futuro anunciado.`)
};

const ja_me_no_upcoming = /** @type {(inputs: Me_No_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`予定されているイベントはありません。`)
};

const ko_me_no_upcoming = /** @type {(inputs: Me_No_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`예정된 이벤트가 없습니다.`)
};

/**
* | output |
* | --- |
* | "No upcoming events announced." |
*
* @param {Me_No_UpcomingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_no_upcoming = /** @type {((inputs?: Me_No_UpcomingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_No_UpcomingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_no_upcoming(inputs)
	if (locale === "fr") return fr_me_no_upcoming(inputs)
	if (locale === "es") return es_me_no_upcoming(inputs)
	if (locale === "pt-BR") return pt_br2_me_no_upcoming(inputs)
	if (locale === "ja") return ja_me_no_upcoming(inputs)
	if (locale === "ko") return ko_me_no_upcoming(inputs)
	return en_me_no_upcoming(inputs)
});