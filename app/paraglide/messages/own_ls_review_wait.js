/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Ls_Review_WaitInputs */

const en_own_ls_review_wait = /** @type {(inputs: Own_Ls_Review_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for review: our team usually decides within 1-2 business days.`)
};

const de_own_ls_review_wait = /** @type {(inputs: Own_Ls_Review_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wartet auf Prüfung: Unser Team entscheidet meist innerhalb von 1–2 Werktagen.`)
};

const fr_own_ls_review_wait = /** @type {(inputs: Own_Ls_Review_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attente de vérification : notre équipe décide généralement sous 1 à 2 jours ouvrés.`)
};

const es_own_ls_review_wait = /** @type {(inputs: Own_Ls_Review_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esperando revisión: nuestro equipo suele decidir en 1-2 días hábiles.`)
};

const pt_br2_own_ls_review_wait = /** @type {(inputs: Own_Ls_Review_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aguardando análise: nossa equipe costuma decidir em 1 a 2 dias úteis.`)
};

const ja_own_ls_review_wait = /** @type {(inputs: Own_Ls_Review_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`審査待ち：通常1〜2営業日以内にチームが判断します。`)
};

const ko_own_ls_review_wait = /** @type {(inputs: Own_Ls_Review_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`검토 대기 중: 팀이 보통 영업일 기준 1~2일 이내에 결정합니다.`)
};

/**
* | output |
* | --- |
* | "Waiting for review: our team usually decides within 1-2 business days." |
*
* @param {Own_Ls_Review_WaitInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_ls_review_wait = /** @type {((inputs?: Own_Ls_Review_WaitInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Ls_Review_WaitInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_ls_review_wait(inputs)
	if (locale === "fr") return fr_own_ls_review_wait(inputs)
	if (locale === "es") return es_own_ls_review_wait(inputs)
	if (locale === "pt-BR") return pt_br2_own_ls_review_wait(inputs)
	if (locale === "ja") return ja_own_ls_review_wait(inputs)
	if (locale === "ko") return ko_own_ls_review_wait(inputs)
	return en_own_ls_review_wait(inputs)
});