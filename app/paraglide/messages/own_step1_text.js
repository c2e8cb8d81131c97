/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Step1_TextInputs */

const en_own_step1_text = /** @type {(inputs: Own_Step1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send your details to our media team to get your Steam PC Cafe setup started. Setup takes under 30 minutes.`)
};

const de_own_step1_text = /** @type {(inputs: Own_Step1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schick deine Daten an unser Medienteam, damit die Einrichtung deines Steam PC Cafe beginnen kann. Die Einrichtung dauert unter 30 Minuten.`)
};

const fr_own_step1_text = /** @type {(inputs: Own_Step1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyez vos informations à notre équipe média pour lancer la configuration de votre Steam PC Cafe. La configuration prend moins de 30 minutes.`)
};

const es_own_step1_text = /** @type {(inputs: Own_Step1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envía tus datos a nuestro equipo de medios para empezar la configuración de tu Steam PC Cafe. La configuración tarda menos de 30 minutos.`)
};

const pt_br2_own_step1_text = /** @type {(inputs: Own_Step1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envie seus dados para nossa equipe de mídia para começar a configuração do seu Steam PC Cafe. A configuração leva menos de 30 minutos.`)
};

const ja_own_step1_text = /** @type {(inputs: Own_Step1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メディアチームに詳細を送ると、Steam PC Cafe のセットアップが始まります。セットアップは30分以内で完了します。`)
};

const ko_own_step1_text = /** @type {(inputs: Own_Step1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`미디어 팀에 정보를 보내면 Steam PC Cafe 설정이 시작됩니다. 설정은 30분 이내에 끝납니다.`)
};

/**
* | output |
* | --- |
* | "Send your details to our media team to get your Steam PC Cafe setup started. Setup takes under 30 minutes." |
*
* @param {Own_Step1_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_step1_text = /** @type {((inputs?: Own_Step1_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Step1_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_step1_text(inputs)
	if (locale === "fr") return fr_own_step1_text(inputs)
	if (locale === "es") return es_own_step1_text(inputs)
	if (locale === "pt-BR") return pt_br2_own_step1_text(inputs)
	if (locale === "ja") return ja_own_step1_text(inputs)
	if (locale === "ko") return ko_own_step1_text(inputs)
	return en_own_step1_text(inputs)
});