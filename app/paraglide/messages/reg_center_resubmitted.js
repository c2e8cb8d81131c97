/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Center_ResubmittedInputs */

const en_reg_center_resubmitted = /** @type {(inputs: Reg_Center_ResubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your LAN center is back in the review queue. Our team will review it again.`)
};

const de_reg_center_resubmitted = /** @type {(inputs: Reg_Center_ResubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein LAN-Center ist wieder in der Prüfwarteschlange. Unser Team prüft es erneut.`)
};

const fr_reg_center_resubmitted = /** @type {(inputs: Reg_Center_ResubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre LAN center est de retour dans la file d'examen. Notre équipe va l'examiner à nouveau.`)
};

const es_reg_center_resubmitted = /** @type {(inputs: Reg_Center_ResubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu LAN center vuelve a estar en la cola de revisión. Nuestro equipo lo revisará de nuevo.`)
};

const pt_br2_reg_center_resubmitted = /** @type {(inputs: Reg_Center_ResubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu LAN center voltou para a fila de análise. Nossa equipe vai analisá-lo novamente.`)
};

const ja_reg_center_resubmitted = /** @type {(inputs: Reg_Center_ResubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANセンターは再び審査待ちになりました。担当チームがもう一度審査します。`)
};

const ko_reg_center_resubmitted = /** @type {(inputs: Reg_Center_ResubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터가 다시 검토 대기열에 올라갔습니다. 저희 팀이 다시 검토합니다.`)
};

/**
* | output |
* | --- |
* | "Your LAN center is back in the review queue. Our team will review it again." |
*
* @param {Reg_Center_ResubmittedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_center_resubmitted = /** @type {((inputs?: Reg_Center_ResubmittedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Center_ResubmittedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_center_resubmitted(inputs)
	if (locale === "fr") return fr_reg_center_resubmitted(inputs)
	if (locale === "es") return es_reg_center_resubmitted(inputs)
	if (locale === "pt-BR") return pt_br2_reg_center_resubmitted(inputs)
	if (locale === "ja") return ja_reg_center_resubmitted(inputs)
	if (locale === "ko") return ko_reg_center_resubmitted(inputs)
	return en_reg_center_resubmitted(inputs)
});