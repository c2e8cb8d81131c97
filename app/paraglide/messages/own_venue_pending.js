/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Venue_PendingInputs */

const en_own_venue_pending = /** @type {(inputs: Own_Venue_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for your answer`)
};

const de_own_venue_pending = /** @type {(inputs: Own_Venue_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wartet auf deine Antwort`)
};

const fr_own_venue_pending = /** @type {(inputs: Own_Venue_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attente de votre réponse`)
};

const es_own_venue_pending = /** @type {(inputs: Own_Venue_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esperando tu respuesta`)
};

const pt_br2_own_venue_pending = /** @type {(inputs: Own_Venue_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aguardando sua resposta`)
};

const ja_own_venue_pending = /** @type {(inputs: Own_Venue_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`回答待ち`)
};

const ko_own_venue_pending = /** @type {(inputs: Own_Venue_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`답변 대기 중`)
};

/**
* | output |
* | --- |
* | "Waiting for your answer" |
*
* @param {Own_Venue_PendingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_venue_pending = /** @type {((inputs?: Own_Venue_PendingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Venue_PendingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_venue_pending(inputs)
	if (locale === "fr") return fr_own_venue_pending(inputs)
	if (locale === "es") return es_own_venue_pending(inputs)
	if (locale === "pt-BR") return pt_br2_own_venue_pending(inputs)
	if (locale === "ja") return ja_own_venue_pending(inputs)
	if (locale === "ko") return ko_own_venue_pending(inputs)
	return en_own_venue_pending(inputs)
});