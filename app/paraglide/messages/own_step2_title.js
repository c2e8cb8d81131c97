/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Step2_TitleInputs */

const en_own_step2_title = /** @type {(inputs: Own_Step2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Step 2: Join Our Owners' Chat Community`)
};

const de_own_step2_title = /** @type {(inputs: Own_Step2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schritt 2: Tritt dem Chat für Betreiber bei`)
};

const fr_own_step2_title = /** @type {(inputs: Own_Step2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Étape 2 : rejoignez le chat des propriétaires`)
};

const es_own_step2_title = /** @type {(inputs: Own_Step2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paso 2: únete al chat de propietarios`)
};

const pt_br2_own_step2_title = /** @type {(inputs: Own_Step2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passo 2: entre no chat de proprietários`)
};

const ja_own_step2_title = /** @type {(inputs: Own_Step2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ステップ2：オーナー向けチャットに参加する`)
};

const ko_own_step2_title = /** @type {(inputs: Own_Step2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2단계: 운영자 채팅 커뮤니티 참여하기`)
};

/**
* | output |
* | --- |
* | "Step 2: Join Our Owners' Chat Community" |
*
* @param {Own_Step2_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_step2_title = /** @type {((inputs?: Own_Step2_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Step2_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_step2_title(inputs)
	if (locale === "fr") return fr_own_step2_title(inputs)
	if (locale === "es") return es_own_step2_title(inputs)
	if (locale === "pt-BR") return pt_br2_own_step2_title(inputs)
	if (locale === "ja") return ja_own_step2_title(inputs)
	if (locale === "ko") return ko_own_step2_title(inputs)
	return en_own_step2_title(inputs)
});