/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Early_NoteInputs */

const en_landing_early_note = /** @type {(inputs: Landing_Early_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pricing is the cost of adding one AAA game per month.`)
};

const de_landing_early_note = /** @type {(inputs: Landing_Early_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Preis entspricht einem zusätzlichen AAA-Spiel pro Monat.`)
};

const fr_landing_early_note = /** @type {(inputs: Landing_Early_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le prix équivaut à un jeu AAA ajouté par mois.`)
};

const es_landing_early_note = /** @type {(inputs: Landing_Early_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El precio equivale a añadir un juego AAA al mes.`)
};

const pt_br2_landing_early_note = /** @type {(inputs: Landing_Early_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O preço equivale a adicionar um jogo AAA por mês.`)
};

const ja_landing_early_note = /** @type {(inputs: Landing_Early_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`料金はAAAタイトルを月に1本追加する程度です。`)
};

const ko_landing_early_note = /** @type {(inputs: Landing_Early_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`요금은 매달 AAA 게임 한 편을 추가하는 비용입니다.`)
};

/**
* | output |
* | --- |
* | "Pricing is the cost of adding one AAA game per month." |
*
* @param {Landing_Early_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_early_note = /** @type {((inputs?: Landing_Early_NoteInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Early_NoteInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_early_note(inputs)
	if (locale === "fr") return fr_landing_early_note(inputs)
	if (locale === "es") return es_landing_early_note(inputs)
	if (locale === "pt-BR") return pt_br2_landing_early_note(inputs)
	if (locale === "ja") return ja_landing_early_note(inputs)
	if (locale === "ko") return ko_landing_early_note(inputs)
	return en_landing_early_note(inputs)
});