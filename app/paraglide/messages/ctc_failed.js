/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ctc_FailedInputs */

const en_ctc_failed = /** @type {(inputs: Ctc_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch contacts.`)
};

const de_ctc_failed = /** @type {(inputs: Ctc_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontakte konnten nicht geladen werden.`)
};

const fr_ctc_failed = /** @type {(inputs: Ctc_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de récupérer les contacts.`)
};

const es_ctc_failed = /** @type {(inputs: Ctc_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron obtener los contactos.`)
};

const pt_br2_ctc_failed = /** @type {(inputs: Ctc_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar os contatos.`)
};

const ja_ctc_failed = /** @type {(inputs: Ctc_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`連絡先を取得できませんでした。`)
};

const ko_ctc_failed = /** @type {(inputs: Ctc_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`연락처를 불러오지 못했습니다.`)
};

/**
* | output |
* | --- |
* | "Failed to fetch contacts." |
*
* @param {Ctc_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ctc_failed = /** @type {((inputs?: Ctc_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ctc_FailedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ctc_failed(inputs)
	if (locale === "fr") return fr_ctc_failed(inputs)
	if (locale === "es") return es_ctc_failed(inputs)
	if (locale === "pt-BR") return pt_br2_ctc_failed(inputs)
	if (locale === "ja") return ja_ctc_failed(inputs)
	if (locale === "ko") return ko_ctc_failed(inputs)
	return en_ctc_failed(inputs)
});