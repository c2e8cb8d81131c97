/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Step1_TitleInputs */

const en_own_step1_title = /** @type {(inputs: Own_Step1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Step 1: Share Your Details with Our Team`)
};

const de_own_step1_title = /** @type {(inputs: Own_Step1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schritt 1: Teile deine Daten mit unserem Team`)
};

const fr_own_step1_title = /** @type {(inputs: Own_Step1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Étape 1 : transmettez vos informations à notre équipe`)
};

const es_own_step1_title = /** @type {(inputs: Own_Step1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paso 1: comparte tus datos con nuestro equipo`)
};

const pt_br2_own_step1_title = /** @type {(inputs: Own_Step1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passo 1: compartilhe seus dados com nossa equipe`)
};

const ja_own_step1_title = /** @type {(inputs: Own_Step1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ステップ1：チームに詳細を共有する`)
};

const ko_own_step1_title = /** @type {(inputs: Own_Step1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1단계: 팀에 정보 공유하기`)
};

/**
* | output |
* | --- |
* | "Step 1: Share Your Details with Our Team" |
*
* @param {Own_Step1_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_step1_title = /** @type {((inputs?: Own_Step1_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Step1_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_step1_title(inputs)
	if (locale === "fr") return fr_own_step1_title(inputs)
	if (locale === "es") return es_own_step1_title(inputs)
	if (locale === "pt-BR") return pt_br2_own_step1_title(inputs)
	if (locale === "ja") return ja_own_step1_title(inputs)
	if (locale === "ko") return ko_own_step1_title(inputs)
	return en_own_step1_title(inputs)
});