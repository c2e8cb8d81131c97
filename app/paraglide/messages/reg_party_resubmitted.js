/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Party_ResubmittedInputs */

const en_reg_party_resubmitted = /** @type {(inputs: Reg_Party_ResubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your LAN party is back in the review queue. Our team will review it again.`)
};

const de_reg_party_resubmitted = /** @type {(inputs: Reg_Party_ResubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine LAN-Party ist wieder in der Prüfwarteschlange. Unser Team prüft sie erneut.`)
};

const fr_reg_party_resubmitted = /** @type {(inputs: Reg_Party_ResubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre LAN party est de retour dans la file d'examen. Notre équipe va l'examiner à nouveau.`)
};

const es_reg_party_resubmitted = /** @type {(inputs: Reg_Party_ResubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu LAN party vuelve a estar en la cola de revisión. Nuestro equipo la revisará de nuevo.`)
};

const pt_br2_reg_party_resubmitted = /** @type {(inputs: Reg_Party_ResubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua LAN party voltou para a fila de análise. Nossa equipe vai analisá-la novamente.`)
};

const ja_reg_party_resubmitted = /** @type {(inputs: Reg_Party_ResubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANパーティーは再び審査待ちになりました。担当チームがもう一度審査します。`)
};

const ko_reg_party_resubmitted = /** @type {(inputs: Reg_Party_ResubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 파티가 다시 검토 대기열에 올라갔습니다. 저희 팀이 다시 검토합니다.`)
};

/**
* | output |
* | --- |
* | "Your LAN party is back in the review queue. Our team will review it again." |
*
* @param {Reg_Party_ResubmittedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_party_resubmitted = /** @type {((inputs?: Reg_Party_ResubmittedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Party_ResubmittedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_party_resubmitted(inputs)
	if (locale === "fr") return fr_reg_party_resubmitted(inputs)
	if (locale === "es") return es_reg_party_resubmitted(inputs)
	if (locale === "pt-BR") return pt_br2_reg_party_resubmitted(inputs)
	if (locale === "ja") return ja_reg_party_resubmitted(inputs)
	if (locale === "ko") return ko_reg_party_resubmitted(inputs)
	return en_reg_party_resubmitted(inputs)
});