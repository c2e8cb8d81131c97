/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Ls_ResubmittedInputs */

const en_own_ls_resubmitted = /** @type {(inputs: Own_Ls_ResubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resubmitted: waiting for review again (usually 1-2 business days).`)
};

const de_own_ls_resubmitted = /** @type {(inputs: Own_Ls_ResubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erneut eingereicht: wartet wieder auf Prüfung (meist 1–2 Werktage).`)
};

const fr_own_ls_resubmitted = /** @type {(inputs: Own_Ls_ResubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renvoyé : de nouveau en attente de vérification (généralement 1 à 2 jours ouvrés).`)
};

const es_own_ls_resubmitted = /** @type {(inputs: Own_Ls_ResubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reenviado: esperando revisión de nuevo (normalmente 1-2 días hábiles).`)
};

const pt_br2_own_ls_resubmitted = /** @type {(inputs: Own_Ls_ResubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reenviado: aguardando nova análise (geralmente 1 a 2 dias úteis).`)
};

const ja_own_ls_resubmitted = /** @type {(inputs: Own_Ls_ResubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`再提出済み：再び審査待ちです（通常1〜2営業日）。`)
};

const ko_own_ls_resubmitted = /** @type {(inputs: Own_Ls_ResubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`다시 제출됨: 다시 검토 대기 중입니다(보통 영업일 기준 1~2일).`)
};

/**
* | output |
* | --- |
* | "Resubmitted: waiting for review again (usually 1-2 business days)." |
*
* @param {Own_Ls_ResubmittedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_ls_resubmitted = /** @type {((inputs?: Own_Ls_ResubmittedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Ls_ResubmittedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_ls_resubmitted(inputs)
	if (locale === "fr") return fr_own_ls_resubmitted(inputs)
	if (locale === "es") return es_own_ls_resubmitted(inputs)
	if (locale === "pt-BR") return pt_br2_own_ls_resubmitted(inputs)
	if (locale === "ja") return ja_own_ls_resubmitted(inputs)
	if (locale === "ko") return ko_own_ls_resubmitted(inputs)
	return en_own_ls_resubmitted(inputs)
});